/**
 * <leaving-site-modal> (site 2.5, 2.2) in Chromium: which links open the notice (external,
 * marked, internal, same origin, links added later), the dialog (heading, body, Continue,
 * Cancel, close control), Escape, Tab and Shift+Tab wrapping, focus back to the link, Continue
 * following the link as it would have gone (same window / target=_blank), the page behind inert
 * (focus and clicks do nothing) and not scrolling while it is open, both back after, modified clicks,
 * authoring mode, Spanish defaults, the app name, bad config; at 390 and 1280 px.
 *
 * Navigation is caught by a window-level click listener that runs after the element's document
 * listener: it records each click that would navigate and stops it, so the test page stays.
 * The real navigation (same window and new tab) is checked on the demo site in
 * test/e2e/leaving-site-modal.spec.ts.
 */
import { expect } from 'chai';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../elements/leaving-site-modal/define.ts';
import { APP_VIEW_SESSION_KEY } from '../../src/core/app-view.ts';
import { resetDictionaries } from '../../src/core/i18n.ts';
import { captureConsole, linkStylesheet, mount, settled, waitFor } from './helpers.ts';

interface Followed {
  href: string;
  target: string;
}
let followed: Followed[] = [];
const record = (event: MouseEvent) => {
  const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link) return;
  if (!event.defaultPrevented) followed.push({ href: link.href, target: link.target });
  event.preventDefault();
};

const CONFIG = { heading: 'You are leaving {siteName}', internalHosts: ['www.example.org'], siteName: 'Member Site', appName: 'Member App' };

async function setup(config: Record<string, unknown> = CONFIG, extra = '') {
  const root = mount(`<div>
    <p><a id="before" href="/start">Start</a></p>
    <p>
      <a id="external" href="https://news.example.com/story">News</a>
      <a id="internal" href="https://www.example.org/health/">Health</a>
      <a id="same" href="/benefits/">Benefits</a>
      <a id="marked" href="#marked-target" data-displayoverlay="displayOverlay">Partner</a>
      <a id="blank" href="https://partner.example.com/" target="_blank" rel="noopener">Partner offers</a>
      <a id="mail" href="mailto:help@example.org">Mail</a>
    </p>
    <leaving-site-modal><script type="application/json">${JSON.stringify(config)}</script></leaving-site-modal>
    ${extra}
  </div>`);
  const host = root.querySelector('leaving-site-modal')!;
  expect(await settled(host)).to.equal('ready');
  await waitFor(() => host.getAttribute('data-leaving-state') === 'closed', 3000, 'the notice to be ready');
  return { root, host, link: (id: string) => root.querySelector<HTMLAnchorElement>(`#${id}`)! };
}

const dialogOf = (host: Element) => host.querySelector('dialog')!;
const button = (host: Element, name: string) => [...host.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name)!;
const isOpen = (host: Element) => host.getAttribute('data-leaving-state') === 'open' && dialogOf(host).open;

/** Waits `count` frames: long enough for keyboard scrolling to start. */
async function nextFrames(count = 3) {
  for (let i = 0; i < count; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
}

/** Focuses `link` and presses Enter, as a keyboard user would. */
async function activate(link: HTMLElement) {
  link.focus();
  await sendKeys({ press: 'Enter' });
}

// The real stylesheet, as pages link it (Vite serves the source CSS).
before(() => linkStylesheet());

beforeEach(() => {
  followed = [];
  window.addEventListener('click', record);
});
afterEach(async () => {
  window.removeEventListener('click', record);
  window.scrollTo(0, 0);
  await resetMouse();
  for (const dialog of document.querySelectorAll('dialog')) if (dialog.open) dialog.close();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-wcmmode');
  document.documentElement.lang = 'en';
  sessionStorage.removeItem(APP_VIEW_SESSION_KEY);
  resetDictionaries();
});

for (const width of [390, 1280]) {
  describe(`<leaving-site-modal> at ${width} px`, () => {
    beforeEach(() => setViewport({ width, height: 800 }));

    const rows: ReadonlyArray<[id: string, opens: boolean, why: string]> = [
      ['external', true, 'host outside internalHosts'],
      ['blank', true, 'external, target=_blank'],
      ['marked', true, 'data-displayoverlay="displayOverlay" on a same-page link'],
      ['internal', false, 'host in internalHosts'],
      ['same', false, 'same origin'],
      ['mail', false, 'not http(s)'],
    ];
    for (const [id, opens, why] of rows) {
      it(`#${id}: ${opens ? 'opens the notice' : 'no notice'} (${why})`, async () => {
        const { host, link } = await setup();
        await activate(link(id));
        if (opens) {
          await waitFor(() => isOpen(host), 3000, 'the notice to open');
          expect(followed).to.deep.equal([]);
        } else {
          await waitFor(() => followed.length === 1, 3000, 'the browser to follow the link');
          expect(isOpen(host)).to.equal(false);
        }
      });
    }

    it('shows heading, body, Continue, Cancel and a close control; the heading has focus and names the dialog', async () => {
      const { host, link } = await setup();
      await activate(link('external'));
      await waitFor(() => isOpen(host), 3000, 'the notice to open');
      const dialog = dialogOf(host);
      const heading = dialog.querySelector('h2')!;
      expect(heading.textContent).to.equal('You are leaving Member Site');
      expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)).to.equal(heading);
      expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).to.contain('privacy policy');
      expect(document.activeElement).to.equal(heading);
      for (const name of ['Continue', 'Cancel', 'Close']) {
        const control = button(host, name);
        const box = control.getBoundingClientRect();
        expect(box.width, `${name} width`).to.be.at.least(44);
        expect(box.height, `${name} height`).to.be.at.least(44);
        expect(box.right, `${name} inside the viewport`).to.be.at.most(width);
      }
    });

    it('Tab and Shift+Tab stay between the close control and Cancel', async () => {
      const { host, link } = await setup();
      await activate(link('external'));
      await waitFor(() => isOpen(host), 3000, 'the notice to open');
      const order: string[] = [];
      const name = () => (document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '').trim();
      for (let i = 0; i < 5; i += 1) {
        await sendKeys({ press: 'Tab' });
        order.push(name());
      }
      expect(order).to.deep.equal(['Close', 'Continue', 'Cancel', 'Close', 'Continue']);
      const back: string[] = [];
      for (let i = 0; i < 4; i += 1) {
        await sendKeys({ press: 'Shift+Tab' });
        back.push(name());
      }
      expect(back).to.deep.equal(['Close', 'Cancel', 'Continue', 'Close']);
      expect(dialogOf(host).contains(document.activeElement)).to.equal(true);
    });

    it('Shift+Tab from the heading (focused on open) goes to Cancel', async () => {
      const { host, link } = await setup();
      await activate(link('external'));
      await waitFor(() => isOpen(host), 3000, 'the notice to open');
      await sendKeys({ press: 'Shift+Tab' });
      expect(document.activeElement).to.equal(button(host, 'Cancel'));
    });

    for (const [how, close] of [
      ['Escape', () => sendKeys({ press: 'Escape' })],
      ['Cancel', async (host: Element) => activate(button(host, 'Cancel'))],
      ['the close control', async (host: Element) => activate(button(host, 'Close'))],
    ] as const) {
      it(`${how} closes it, follows nothing and puts focus back on the link`, async () => {
        const { host, link } = await setup();
        await activate(link('external'));
        await waitFor(() => isOpen(host), 3000, 'the notice to open');
        await close(host);
        await waitFor(() => !isOpen(host), 3000, 'the notice to close');
        await waitFor(() => document.activeElement === link('external'), 3000, 'focus back on the link');
        expect(followed).to.deep.equal([]);
        expect(document.documentElement.style.overflow).to.equal('');
      });
    }

    it('while open the page behind is inert and does not scroll; after close both come back', async () => {
      const { host, link } = await setup(CONFIG, '<button id="behind" type="button">Behind</button><div style="height: 3000px"></div>');
      const behind = document.getElementById('behind')!;
      const clicks: string[] = [];
      behind.addEventListener('click', () => clicks.push('behind'));
      const centre = (el: Element): [number, number] => {
        const box = el.getBoundingClientRect();
        return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
      };
      const scroller = document.scrollingElement!;
      expect(scroller.scrollHeight, 'the page is taller than the screen').to.be.greaterThan(2000);
      await activate(link('external'));
      await waitFor(() => isOpen(host), 3000, 'the notice to open');
      const focused = document.activeElement;

      // Inert: focus by script and clicks on the page do nothing; the notice stays open.
      behind.focus();
      link('before').focus();
      expect(document.activeElement === focused, 'focus stays in the notice when the page is focused').to.equal(true);
      await sendMouse({ type: 'click', position: centre(behind) });
      await sendMouse({ type: 'click', position: centre(link('before')) });
      expect(clicks).to.deep.equal([]);
      expect(followed).to.deep.equal([]);
      expect(isOpen(host)).to.equal(true);

      // Scroll locked: not by keys, not by script.
      expect(getComputedStyle(document.documentElement).overflow).to.equal('hidden');
      for (const key of ['PageDown', 'Space', 'End', 'ArrowDown']) {
        await sendKeys({ press: key });
        await nextFrames();
        expect(scroller.scrollTop, key).to.equal(0);
      }
      expect(isOpen(host), 'still open after the keys').to.equal(true);

      await sendKeys({ press: 'Escape' });
      await waitFor(() => !isOpen(host), 3000, 'the notice to close');
      await waitFor(() => document.activeElement === link('external'), 3000, 'focus back on the link');

      // Restored: the page takes focus and clicks again, and scrolls.
      behind.focus();
      expect(document.activeElement === behind, 'the page takes focus').to.equal(true);
      await sendMouse({ type: 'click', position: centre(behind) });
      expect(clicks).to.deep.equal(['behind']);
      expect(getComputedStyle(document.documentElement).overflow).to.equal('visible');
      await sendKeys({ press: 'End' });
      await waitFor(() => scroller.scrollTop > 0, 3000, 'the page to scroll with End');
    });

    it('Continue follows the link in the same window', async () => {
      const { host, link } = await setup();
      await activate(link('external'));
      await waitFor(() => isOpen(host), 3000, 'the notice to open');
      await activate(button(host, 'Continue'));
      await waitFor(() => followed.length === 1, 3000, 'the link to be followed');
      expect(followed).to.deep.equal([{ href: 'https://news.example.com/story', target: '' }]);
      expect(isOpen(host)).to.equal(false);
    });

    it('Continue follows a target=_blank link as it is (a new tab, rel noopener kept)', async () => {
      const { host, link } = await setup();
      await activate(link('blank'));
      await waitFor(() => isOpen(host), 3000, 'the notice to open');
      await activate(button(host, 'Continue'));
      await waitFor(() => followed.length === 1, 3000, 'the link to be followed');
      expect(followed).to.deep.equal([{ href: 'https://partner.example.com/', target: '_blank' }]);
      expect(link('blank').rel).to.equal('noopener');
    });

    it('Continue on a marked same-page link goes there', async () => {
      window.removeEventListener('click', record);
      const { host, link } = await setup();
      await activate(link('marked'));
      await waitFor(() => isOpen(host), 3000, 'the notice to open');
      await activate(button(host, 'Continue'));
      await waitFor(() => location.hash === '#marked-target', 3000, 'the fragment');
      history.replaceState(null, '', location.pathname + location.search);
    });

    it('a mouse click opens it; a second click of the link afterwards opens it again', async () => {
      const { host, link } = await setup();
      const box = link('external').getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
      await waitFor(() => isOpen(host), 3000, 'the notice to open');
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !isOpen(host), 3000, 'the notice to close');
      await activate(link('external'));
      await waitFor(() => isOpen(host), 3000, 'the notice to open again');
    });
  });
}

describe('<leaving-site-modal>', () => {
  beforeEach(() => setViewport({ width: 1280, height: 800 }));

  it('links added to the page later get the notice too', async () => {
    const { host, root } = await setup();
    const late = document.createElement('a');
    late.href = 'https://later.example.com/';
    late.textContent = 'Later';
    root.append(late);
    await activate(late);
    await waitFor(() => isOpen(host), 3000, 'the notice to open');
  });

  it('modified clicks (Ctrl, Shift, Meta) are left to the browser', async () => {
    const { host, link } = await setup();
    for (const modifier of ['ctrlKey', 'shiftKey', 'metaKey'] as const) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, [modifier]: true });
      link('external').dispatchEvent(event);
    }
    expect(isOpen(host)).to.equal(false);
    expect(followed.length).to.equal(3);
  });

  it('is off in authoring mode: links are followed without a notice', async () => {
    document.documentElement.setAttribute('data-wcmmode', 'edit');
    const root = mount(`<div><a id="x" href="https://news.example.com/">News</a><leaving-site-modal></leaving-site-modal></div>`);
    const host = root.querySelector('leaving-site-modal')!;
    await settled(host);
    await activate(root.querySelector<HTMLElement>('#x')!);
    await waitFor(() => followed.length === 1, 3000, 'the link to be followed');
    expect(host.querySelector('dialog')).to.equal(null);
  });

  it('uses the default text with no config, and the app name on a companion-app origin (site 2.2)', async () => {
    const { host, link } = await setup({
      appOrigins: [location.origin],
      appName: 'Member App',
      siteName: 'Member Site',
      body: 'Member Site does not run the next site.',
    });
    await activate(link('external'));
    await waitFor(() => isOpen(host), 3000, 'the notice to open');
    expect(dialogOf(host).querySelector('h2')!.textContent).to.equal('You are leaving Member App');
    expect(dialogOf(host).querySelector('p')!.textContent).to.equal('Member App does not run the next site.');
    expect(button(host, 'Continue')).to.not.equal(undefined);
    expect(button(host, 'Cancel')).to.not.equal(undefined);
  });

  it('an app web view (EXP) counts as the companion app', async () => {
    sessionStorage.setItem(APP_VIEW_SESSION_KEY, 'true');
    const { host, link } = await setup({});
    await activate(link('external'));
    await waitFor(() => isOpen(host), 3000, 'the notice to open');
    expect(dialogOf(host).querySelector('h2')!.textContent).to.equal('You are leaving our app');
  });

  it('bad config: a clear console error, no notice, links still work', async () => {
    const { errors } = await captureConsole(async () => {
      const root = mount(
        `<div><a id="x" href="https://news.example.com/">News</a><leaving-site-modal><script type="application/json">{ "heading": </script></leaving-site-modal></div>`,
      );
      const host = root.querySelector('leaving-site-modal')!;
      expect(await settled(host)).to.equal('error');
      await activate(root.querySelector<HTMLElement>('#x')!);
      await waitFor(() => followed.length === 1, 3000, 'the link to be followed');
    });
    expect(errors.some((e) => e.includes('<leaving-site-modal>'))).to.equal(true);
  });

  it('garbage internalHosts is a config error, not an exception', async () => {
    const { errors } = await captureConsole(async () => {
      const host = mount(`<leaving-site-modal><script type="application/json">{ "internalHosts": 42 }</script></leaving-site-modal>`);
      expect(await settled(host)).to.equal('error');
    });
    expect(errors.join('\n')).to.contain('leaving-site-modal');
  });

  it('a second <leaving-site-modal> on the page does nothing and says so', async () => {
    const { errors, result } = await captureConsole(async () =>
      setup(CONFIG, `<leaving-site-modal id="second"><script type="application/json">{}</script></leaving-site-modal>`),
    );
    const second = result.root.querySelector('#second')!;
    await settled(second);
    expect(second.querySelector('dialog')).to.equal(null);
    expect(errors.some((e) => e.includes('already one'))).to.equal(true);
  });

  it('Spanish page: the default texts in Spanish', async () => {
    document.documentElement.lang = 'es';
    document.documentElement.setAttribute('data-i18n-dictionary-src', '/fixtures/site/dict.{locale}.json');
    try {
      const { host, link } = await setup({});
      await activate(link('external'));
      await waitFor(() => isOpen(host), 3000, 'the notice to open');
      expect(dialogOf(host).querySelector('h2')!.textContent).to.equal('Está saliendo de nuestro sitio web');
      expect(button(host, 'Continuar')).to.not.equal(undefined);
      expect(button(host, 'Cancelar')).to.not.equal(undefined);
      expect(button(host, 'Cerrar')).to.not.equal(undefined);
    } finally {
      document.documentElement.removeAttribute('data-i18n-dictionary-src');
    }
  });
});
