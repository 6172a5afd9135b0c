/**
 * <author-modal> (site 2.6) in Chromium with real keys and a real mouse, at 390 and 1280 px:
 * links to #modal-id-... open it (click and Enter, links added later, full same-page URLs, links
 * in shadow roots, the address), the Close button, a backdrop click and Escape close it, focus
 * goes in and back to the link, the page behind is inert and does not scroll, the dialog is named
 * by the author's first heading; authoring mode, bad ids and Spanish. Without JavaScript, the
 * demo page's content shown as a section when its link is followed: test/e2e/author-modal.spec.ts.
 */
import { expect } from 'chai';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../elements/author-modal/define.ts';
import { captureConsole, mount, settled, waitFor } from './helpers.ts';
import { mouseWheel } from './page-commands.ts';

const originalUrl = location.pathname + location.search;

// The real stylesheet, as pages link it (Vite serves the source CSS).
before(
  () =>
    new Promise((resolve, reject) => {
      document.head.append(
        Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/src/styles/elements.css', onload: resolve, onerror: reject }),
      );
    }),
);

afterEach(async () => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-wcmmode');
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('data-i18n-dictionary-src');
  document.documentElement.style.overflow = '';
  history.replaceState(null, '', originalUrl);
  window.scrollTo(0, 0);
  await resetMouse();
});

const PAGE = `<div id="page">
  <p><a id="open" href="#modal-id-news">Newsletter</a> <button id="behind" type="button">Behind</button></p>
  <div style="height: 3000px"></div>
  <author-modal id="modal-id-news"><h2>Newsletter</h2><p>Deals every two weeks.</p><p><a id="inside" href="/saved/">Saved benefits</a></p></author-modal>
</div>`;

async function setup(html = PAGE) {
  const page = mount(html);
  const host = page.querySelector('author-modal') as HTMLElement;
  expect(await settled(host)).to.equal('ready');
  const dialog = host.querySelector('dialog')!;
  return { page, host, dialog, $: (id: string) => document.getElementById(id)! };
}

const closeButton = (host: Element) =>
  [...host.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Close' || b.textContent?.trim() === 'Cerrar')!;
const centre = (el: Element): [number, number] => {
  const box = el.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
};
const click = async (el: Element) => {
  const [x, y] = centre(el);
  await sendMouse({ type: 'click', position: [x, y] });
};
const isOpen = (host: Element) => host.getAttribute('data-modal-state') === 'open' && host.querySelector('dialog')!.open;

describe('<author-modal>', () => {
  it('moves the content into a closed dialog named by the first heading, with a Close button first', async () => {
    const { host, dialog } = await setup();
    expect(host.getAttribute('data-modal-state')).to.equal('closed');
    expect(dialog.open).to.equal(false);
    const heading = dialog.querySelector('h2')!;
    expect(dialog.getAttribute('aria-labelledby')).to.equal(heading.id);
    expect(heading.id).to.equal('modal-id-news-heading');
    expect(dialog.querySelector('button')!.textContent!.trim()).to.equal('Close');
    expect(dialog.textContent).to.contain('Deals every two weeks.');
    // Closed: it takes no space.
    expect(host.getClientRects().length === 0 || host.getBoundingClientRect().height === 0).to.equal(true);
  });

  for (const width of [390, 1280]) {
    describe(`at ${width} px`, () => {
      beforeEach(() => setViewport({ width, height: 800 }));

      it('opens on click: focus on Close, page inert and not scrolling, URL unchanged; Close returns focus to the link', async () => {
        const { host, dialog, $ } = await setup();
        let behindClicks = 0;
        $('behind').addEventListener('click', () => (behindClicks += 1));
        const url = location.href;
        await click($('open'));
        await waitFor(() => isOpen(host), 3000, 'the modal to open');
        expect(location.href).to.equal(url);
        expect(document.activeElement).to.equal(closeButton(host));
        // The dialog fits the viewport.
        const box = dialog.getBoundingClientRect();
        expect(box.left).to.be.at.least(0);
        expect(box.right).to.be.at.most(width);
        // Its Close button is a 44 px target.
        const target = closeButton(host).getBoundingClientRect();
        expect(Math.min(target.width, target.height)).to.be.at.least(44);
        // Inert: a click on the page behind does nothing (the backdrop closes the dialog instead).
        expect($('behind').matches(':modal')).to.equal(false);
        expect(document.documentElement.style.overflow).to.equal('hidden');
        expect(getComputedStyle(document.documentElement).overflow).to.equal('hidden');
        // The visitor's own scrolling (keys, the wheel) does not move the page behind.
        await sendKeys({ press: 'PageDown' });
        await sendKeys({ press: 'ArrowDown' });
        await mouseWheel(5, 5, 600);
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
        expect(window.scrollY).to.equal(0);
        expect(document.activeElement).to.equal(closeButton(host));
        // Tab stays inside: Close -> link -> Close.
        await sendKeys({ press: 'Tab' });
        expect(document.activeElement).to.equal($('inside'));
        await sendKeys({ press: 'Tab' });
        expect(document.activeElement).to.equal(closeButton(host));
        await click(closeButton(host));
        await waitFor(() => host.getAttribute('data-modal-state') === 'closed', 3000, 'the modal to close');
        expect(dialog.open).to.equal(false);
        expect(document.activeElement).to.equal($('open'));
        expect(document.documentElement.style.overflow).to.equal('');
        expect(behindClicks).to.equal(0);
      });

      it('opens with Enter on the link and closes with Escape, focus back on the link', async () => {
        const { host, $ } = await setup();
        $('open').focus();
        await sendKeys({ press: 'Enter' });
        await waitFor(() => isOpen(host), 3000, 'the modal to open');
        expect(document.activeElement).to.equal(closeButton(host));
        await sendKeys({ press: 'Escape' });
        await waitFor(() => host.getAttribute('data-modal-state') === 'closed', 3000, 'the modal to close');
        expect(document.activeElement).to.equal($('open'));
      });

      it('closes on a backdrop click, not on a click inside', async () => {
        const { host, dialog, $ } = await setup();
        await click($('open'));
        await waitFor(() => isOpen(host), 3000, 'the modal to open');
        await click(dialog.querySelector('p')!);
        expect(isOpen(host)).to.equal(true);
        const box = dialog.getBoundingClientRect();
        await sendMouse({ type: 'click', position: [Math.max(2, Math.round(box.left / 2)), Math.max(2, Math.round(box.top / 2))] });
        await waitFor(() => host.getAttribute('data-modal-state') === 'closed', 3000, 'the modal to close');
        expect(document.activeElement).to.equal($('open'));
      });
    });
  }

  it('opens from links added later, full URLs to the same page and links in shadow roots; not from other pages', async () => {
    const { host, page } = await setup();
    const opens = async (link: HTMLElement) => {
      link.click();
      await waitFor(() => isOpen(host), 3000, `${link.textContent} to open the modal`);
      closeButton(host).click();
      await waitFor(() => host.getAttribute('data-modal-state') === 'closed' && !host.querySelector('dialog')!.open, 3000, 'the modal to close');
    };
    const later = document.createElement('a');
    later.href = '#modal-id-news';
    later.textContent = 'Later';
    page.append(later);
    await opens(later);

    const full = document.createElement('a');
    full.href = `${location.origin}${location.pathname}${location.search}#modal-id-news`;
    full.textContent = 'Full';
    page.append(full);
    await opens(full);

    const shadowHost = document.createElement('div');
    page.append(shadowHost);
    const root = shadowHost.attachShadow({ mode: 'open' });
    root.innerHTML = '<a href="#modal-id-news">In a shadow root</a>';
    await opens(root.querySelector('a')!);

    const other = document.createElement('a');
    other.href = '/elsewhere/#modal-id-news';
    other.textContent = 'Elsewhere';
    let prevented: boolean | undefined;
    other.addEventListener('click', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    });
    page.append(other);
    other.click();
    expect(prevented).to.equal(false);
    // React renders what a click set by the end of the task: by the next one, it would be open.
    await new Promise((resolve) => setTimeout(resolve));
    expect(isOpen(host)).to.equal(false);
  });

  it('opens from the address (load and hashchange) and clears the fragment on close', async () => {
    history.replaceState(null, '', `${originalUrl}#modal-id-news`);
    const { host } = await setup();
    expect(isOpen(host)).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => host.getAttribute('data-modal-state') === 'closed', 3000, 'the modal to close');
    expect(location.hash).to.equal('');
    location.hash = '#modal-id-news';
    await waitFor(() => isOpen(host), 3000, 'the modal to open on hashchange');
    closeButton(host).click();
    expect(location.hash).to.equal('');
  });

  it('shows the content inline in authoring mode, and links do not open a dialog', async () => {
    document.documentElement.setAttribute('data-wcmmode', 'edit');
    const page = mount(PAGE);
    const host = page.querySelector('author-modal') as HTMLElement;
    expect(await settled(host)).to.equal('ready');
    expect(host.getAttribute('data-modal-state')).to.equal('inline');
    expect(host.querySelector('dialog')).to.equal(null);
    expect(host.querySelector('h2')!.getBoundingClientRect().height).to.be.above(0);
  });

  it('a bad or duplicate id: console error, the content stays in the page', async () => {
    const { errors } = await captureConsole(async () => {
      const page = mount('<div><author-modal id="newsletter"><h2>Bad id</h2></author-modal><author-modal><h2>No id</h2></author-modal></div>');
      for (const host of page.querySelectorAll('author-modal')) expect(await settled(host)).to.equal('error');
      for (const heading of page.querySelectorAll('h2')) expect(heading.getBoundingClientRect().height).to.be.above(0);
    });
    expect(errors.some((text) => text.includes('<author-modal>') && text.includes('"newsletter"'))).to.equal(true);
    const again = await captureConsole(async () => {
      const page = mount(`<div>${PAGE}<author-modal id="modal-id-news"><h2>Second</h2></author-modal></div>`);
      const [first, second] = page.querySelectorAll('author-modal');
      expect(await settled(first!)).to.equal('ready');
      expect(await settled(second!)).to.equal('error');
      expect(second!.querySelector('h2')!.getBoundingClientRect().height).to.be.above(0);
      (page.querySelector('#open') as HTMLElement).click();
      await waitFor(() => isOpen(first!), 3000, 'the first modal to open');
      expect(isOpen(second!)).to.equal(false);
    });
    expect(again.errors.some((text) => text.includes('<author-modal>') && text.includes('modal-id-news'))).to.equal(true);
  });

  it('with no heading: a console error, and the dialog is named by the link', async () => {
    const { result, errors } = await captureConsole(() =>
      setup('<div><a id="open" href="#modal-id-bare">Opening hours</a><author-modal id="modal-id-bare"><p>Monday to Friday.</p></author-modal></div>'),
    );
    expect(errors.some((text) => text.includes('no heading'))).to.equal(true);
    result.$('open').click();
    await waitFor(() => isOpen(result.host), 3000, 'the modal to open');
    expect(result.dialog.getAttribute('aria-label')).to.equal('Opening hours');
  });

  it('puts the content back when removed from the page', async () => {
    const { host, page } = await setup();
    host.remove();
    await waitFor(() => !host.querySelector('dialog'), 3000, 'the dialog to go');
    expect(host.firstElementChild!.localName).to.equal('h2');
    expect(host.hasAttribute('data-modal-state')).to.equal(false);
    expect(host.querySelector('h2')!.id).to.equal('');
    page.append(host);
    await waitFor(() => host.querySelector('dialog'), 3000, 'the dialog to come back');
  });

  it("names the Close button 'Cerrar' on a Spanish page", async () => {
    document.documentElement.setAttribute('lang', 'es');
    document.documentElement.setAttribute('data-i18n-dictionary-src', '/fixtures/site/dict.{locale}.json');
    const { host } = await setup();
    expect(closeButton(host).textContent!.trim()).to.equal('Cerrar');
  });
});
