/**
 * <expiry-prompt> (site 4.6, 7.7, 9) and <language-switcher> (site 2.1, 7.1) in Chromium against
 * this file's emulator, mounted from their CMS templates on a page with the loader's page
 * behaviours running (campaign tagging tags the renew link, as on the demo):
 * - the prompt: who sees it (by persona), the renew link and its campaign (the page's rkc), the
 *   keyboard, the Spanish page, four widths, no space for who does not get it, nothing
 *   announced, bad configuration, following cookie changes on this page, and the CMS editor
 *   moving it (one region, no stale listener);
 * - the switcher: the one in each demo page's footer, the same page between / and /espanol with
 *   query and fragment, the names and languages of the list, the current language, the
 *   keyboard, three widths, its reserved line, the English / Spanish fallback for every way the
 *   list can fail, and the CMS editor moving it (one nav).
 * The page's path and query are set with history.replaceState and restored after each test.
 * The prompt on the programme sub-site is in programme-site.test.ts; a login and logout in
 * another tab and the real page's layout shift in test/e2e/expiry-prompt.spec.ts.
 */
import { expect } from 'chai';
import { render, type TemplateResult } from 'lit-html';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/styles/elements.css';
import { languageSwitcherTemplate } from '../../cms-templates/language-switcher.ts';
import { demoPages, expiryPrompt } from '../../cms-templates/pages/index.ts';
import { renderToString } from '../../cms-templates/render.ts';
import { LANGUAGES_PATH } from '../../src/api/languages.ts';
import { startPageBehaviours } from '../../src/behaviours/index.ts';
import { behavioursSettled } from '../../src/behaviours/lazy.ts';
import { startIdentity } from '../../src/stores/identity.ts';
import { resetLanguageLists } from '../../src/features/language-switcher/language-switcher.store.ts';
import {
  captureConsole,
  clearCookies,
  emulatorServices,
  emulatorSiteConfig,
  insertWithBrokenJson,
  linkStylesheet,
  mount,
  settled,
  tabTo,
  waitFor,
  setPersonaCookies,
} from './helpers.ts';
import { catchNavigation } from './navigation.ts';

let services = '';
const originalUrl = location.pathname + location.search;
let stopBehaviours: () => void = () => undefined;

before(async () => {
  // The demo's site config: services and the secure host on the emulator; its CMS dictionary.
  services = await emulatorServices();
  await emulatorSiteConfig({ secureEndpoint: services });
  document.documentElement.setAttribute('data-i18n-dictionary-src', `${services}libs/cq/i18n/dict.{locale}.json`);
  // The page's stylesheet besides the library's (the demo's footer and grid).
  await linkStylesheet('/fixtures/site/demo.css');
  await import('../../elements/expiry-prompt/define.ts');
  await import('../../elements/language-switcher/define.ts');
  stopBehaviours = startPageBehaviours(document);
});
after(() => {
  stopBehaviours();
  clearCookies();
});

function setPersona(id: string): void {
  setPersonaCookies(id);
  startIdentity(window).refresh();
}

/** Renders `template` into <main> (a child of <body>, as on the demo page) and returns its element `tag`. */
function mountTemplate(template: TemplateResult, tag: string, container = 'main'): HTMLElement {
  const area = document.createElement(container);
  document.body.append(area);
  render(template, area);
  return area.querySelector<HTMLElement>(tag)!;
}

const visible = (element: Element | null) => Boolean(element && (element as HTMLElement).checkVisibility?.({ visibilityProperty: true }));
const regionNamed = (name: string) => document.querySelector<HTMLElement>(`section[aria-label="${name}"]`);

afterEach(async () => {
  document.body.replaceChildren();
  resetLanguageLists();
  await fetch(`${services}__emulator/reset`, { method: 'POST' });
  history.replaceState(null, '', originalUrl);
  await setViewport({ width: 800, height: 600 });
});

/** The home page's prompt (its authored message, renew link and text) as `persona`, once it has decided. */
async function homePrompt(persona: string, locale: 'en' | 'es' = 'en'): Promise<HTMLElement> {
  setPersona(persona);
  const host = mountTemplate(expiryPrompt(locale), 'expiry-prompt');
  expect(await settled(host, 5000)).to.equal('ready');
  await waitFor(() => host.hasAttribute('data-expiry-state'), 5000, 'the decision');
  await behavioursSettled(document);
  return host;
}

describe('<expiry-prompt>: who sees it (site 4.6), English home', () => {
  const rows: ReadonlyArray<[persona: string, shown: boolean, why: string]> = [
    ['expiring-member', true, '29 days left, not on auto-renew'],
    ['member-expiring-90-days', false, 'exactly 90 days left: outside 0-89'],
    ['member-auto-renew', false, 'on automatic renewal'],
    ['member-not-auto-renew', false, '364 days left'],
    ['lifetime-member', false, 'lifetime (2800): nothing to renew'],
    ['expired-member', false, 'expired: -1 days'],
    ['registered-non-member', false, 'no expiry date'],
    ['anonymous', false, 'no expiry date'],
  ];
  for (const [persona, shown, why] of rows) {
    it(`${persona}: ${shown ? 'shown' : 'not shown'} (${why})`, async () => {
      const host = await homePrompt(persona);
      expect(host.getAttribute('data-expiry-state')).to.equal(shown ? 'shown' : 'hidden');
      const region = regionNamed('Membership renewal');
      if (shown) {
        expect(visible(region)).to.equal(true);
        const message = region!.querySelector('p')!;
        expect([message.textContent, visible(message)]).to.deep.equal(['Your membership expires on 02/14/2027.', true]);
      } else {
        expect(region).to.equal(null);
        expect(host.querySelectorAll('section')).to.have.length(0);
      }
    });
  }

  it('takes no space for visitors who do not get it, so it moves nothing for them', async () => {
    for (const persona of ['member-expiring-90-days', 'member-auto-renew', 'anonymous']) {
      const host = await homePrompt(persona);
      expect(host.getAttribute('data-expiry-state'), persona).to.equal('hidden');
      expect(host.getBoundingClientRect().height, persona).to.equal(0);
      document.body.replaceChildren();
    }
  });
});

describe('<expiry-prompt>: the renew link (CONTRACT 4a; site 7.7)', () => {
  const renewWith = (campaign: string) => `${services}mem/renew?campaignid=${campaign}&intcmp=${campaign}`;

  it('is a link to the secure host, tagged with the default Renew campaign', async () => {
    await homePrompt('expiring-member');
    const link = regionNamed('Membership renewal')!.querySelector('a')!;
    expect([link.textContent, link.getAttribute('href')]).to.deep.equal(['Renew now', renewWith('ZDFLTTC')]);
  });

  it("takes the page's rkc campaign id", async () => {
    history.replaceState(null, '', '/?rkc=RKC2027&cid=abc');
    await homePrompt('expiring-member');
    expect(regionNamed('Membership renewal')!.querySelector('a')!.getAttribute('href')).to.equal(renewWith('RKC2027'));
  });

  it('keyboard: Tab reaches it with a visible focus ring, Enter follows it', async () => {
    await homePrompt('expiring-member');
    const link = regionNamed('Membership renewal')!.querySelector('a')!;
    (document.activeElement as HTMLElement | null)?.blur();
    await tabTo(link);
    const went = catchNavigation();
    try {
      await sendKeys({ press: 'Enter' });
      expect(await waitFor(() => went.urls[0], 3000, 'the navigation')).to.equal(renewWith('ZDFLTTC'));
    } finally {
      went.stop();
    }
  });

  it('a renew link that is not http(s) falls back to the site renew link, with a warning', async () => {
    setPersona('expiring-member');
    const { warnings } = await captureConsole(async () => {
      // The author's attributes, there when the element is inserted.
      const host = document.createElement('expiry-prompt');
      host.setAttribute('data-renew-link', 'javascript:alert(1)');
      host.setAttribute('data-renew-text', '<b>Renew</b>');
      document.body.append(document.createElement('main'));
      document.querySelector('main')!.append(host);
      await waitFor(() => host.getAttribute('data-expiry-state') === 'shown', 5000, 'the prompt');
      await behavioursSettled(document);
    });
    const link = regionNamed('Membership renewal')!.querySelector('a')!;
    expect([link.textContent, link.getAttribute('href')]).to.deep.equal(['<b>Renew</b>', renewWith('ZDFLTTC')]);
    expect(warnings.some((text) => text.includes('<expiry-prompt> renewLink'))).to.equal(true);
  });
});

describe('<expiry-prompt> on the page', () => {
  it('Spanish home: default message and link text from the dictionary, the same date format', async () => {
    history.replaceState(null, '', '/espanol/');
    await homePrompt('expiring-member', 'es');
    const region = regionNamed('Renovación de la membresía')!;
    expect(visible(region)).to.equal(true);
    expect(region.textContent).to.contain('Su membresía vence el 02/14/2027.');
    const link = region.querySelector('a')!;
    expect([link.textContent, link.getAttribute('href')]).to.deep.equal(['Renovar ahora', `${services}mem/renew?campaignid=ZDFLTTC&intcmp=ZDFLTTC`]);
  });

  it('it announces nothing: no live region, no alert, no status', async () => {
    const host = await homePrompt('expiring-member');
    expect(host.getAttribute('data-expiry-state')).to.equal('shown');
    expect(host.querySelectorAll('[aria-live], [role="alert"], [role="status"]')).to.have.length(0);
    expect(host.closest('[aria-live]')).to.equal(null);
  });

  for (const width of [320, 390, 800, 1280]) {
    it(`${width} px: the whole prompt fits, the link is at least 44 px tall`, async () => {
      await setViewport({ width, height: 900 });
      await homePrompt('expiring-member');
      const box = regionNamed('Membership renewal')!.getBoundingClientRect();
      expect(box.left).to.be.at.least(0);
      expect(box.right).to.be.at.most(width);
      expect(regionNamed('Membership renewal')!.querySelector('a')!.getBoundingClientRect().height).to.be.at.least(44);
      expect(document.documentElement.scrollWidth).to.be.at.most(width);
    });
  }

  it('JSON that does not parse: nothing shown, a console error naming the tag, element-error', async () => {
    const good = await homePrompt('expiring-member');
    const { reason, errors } = await insertWithBrokenJson(
      'expiry-prompt',
      '{ "message": "Your membership expires on {date}.", ',
      document.querySelector('main')!,
    );
    expect(reason).to.not.equal('');
    expect(errors.some((text) => text.includes('<expiry-prompt>'))).to.equal(true);
    // The page's own prompt is untouched.
    expect(good.getAttribute('data-expiry-state')).to.equal('shown');
    expect(document.querySelectorAll('section[aria-label="Membership renewal"]')).to.have.length(1);
  });

  it('shows for an expiring member and hides when the cookies say otherwise, without a reload', async () => {
    setPersona('expiring-member');
    const element = mount('<expiry-prompt></expiry-prompt>');
    expect(await settled(element)).to.equal('ready');
    await waitFor(() => element.getAttribute('data-expiry-state') === 'shown', 5000, 'the prompt');
    const region = element.querySelector('section')!;
    expect(region.getAttribute('aria-label')).to.equal('Membership renewal');
    expect(region.querySelector('p')!.textContent).to.equal('Your membership expires on 02/14/2027.');
    expect(region.querySelector('a')!.textContent).to.equal('Renew now');

    setPersona('member-auto-renew');
    await waitFor(() => element.getAttribute('data-expiry-state') === 'hidden', 5000, 'the prompt to go');
    expect(element.querySelector('section')).to.equal(null);

    setPersona('expiring-member');
    await waitFor(() => element.getAttribute('data-expiry-state') === 'shown', 5000, 'the prompt again');
    expect(element.querySelectorAll('section')).to.have.length(1);
  });

  it('moved and re-inserted: one region, and a removed prompt stops following identity', async () => {
    setPersona('expiring-member');
    const box = mount('<div><expiry-prompt></expiry-prompt></div>');
    const element = box.querySelector('expiry-prompt')!;
    await waitFor(() => element.getAttribute('data-expiry-state') === 'shown', 5000, 'the prompt');
    for (let round = 0; round < 3; round += 1) {
      element.remove();
      box.append(element);
    }
    await waitFor(() => element.getAttribute('data-expiry-state') === 'shown', 5000, 'the prompt after the moves');
    expect(element.querySelectorAll('section')).to.have.length(1);
    element.remove();
    expect(element.querySelector('section')).to.equal(null);
    setPersona('member-auto-renew');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(element.hasAttribute('data-expiry-state')).to.equal(false);
  });
});

describe('<language-switcher> in Chromium', () => {
  const languagesUrl = () => `${services}libs/wcm/core/resources/languages.overlay.infinity.json`;
  /** The switcher of the page's footer, as the page shell renders it; resolves once its links are there. */
  async function footerSwitcher(url = languagesUrl()): Promise<{ host: HTMLElement; nav: HTMLElement; links: HTMLAnchorElement[] }> {
    const host = mountTemplate(languageSwitcherTemplate({ languagesUrl: url }), 'language-switcher', 'footer');
    expect(await settled(host, 5000)).to.equal('ready');
    await waitFor(() => host.hasAttribute('data-languages'), 5000, 'the links');
    const nav = host.querySelector('nav')!;
    return { host, nav, links: [...nav.querySelectorAll('a')] };
  }
  const link = (links: HTMLAnchorElement[], name: string) => links.find((candidate) => candidate.textContent === name)!;
  const attributes = (element: Element, ...names: string[]) => names.map((name) => element.getAttribute(name));

  it('every demo page has one in its footer, with both languages and the current one marked', async () => {
    const context = { servicesUrl: services, siteOrigin: location.origin, distBase: '/dist/' };
    for (const demo of demoPages) {
      // The page as the CMS sends it: one switcher, in the footer.
      const page = new DOMParser().parseFromString(renderToString(demo.render(context)), 'text/html');
      expect(page.querySelectorAll('language-switcher'), demo.path).to.have.length(1);
      expect(demo.elements, demo.path).to.include('language-switcher');
      const cms = page.querySelector('footer language-switcher')!;
      // That element on this page, at the demo page's address.
      history.replaceState(null, '', demo.path);
      const footer = document.createElement('footer');
      footer.append(document.importNode(cms, true));
      document.body.append(footer);
      const host = footer.querySelector('language-switcher')!;
      expect(await settled(host, 5000), demo.path).to.equal('ready');
      await waitFor(() => host.querySelectorAll('a').length === 2, 5000, `both languages on ${demo.path}`);
      expect(host.querySelector('nav')!.getAttribute('aria-label'), demo.path).to.equal(demo.locale === 'es' ? 'Idioma' : 'Language');
      expect(host.querySelectorAll('[aria-current="page"]'), demo.path).to.have.length(1);
      footer.remove();
    }
  });

  it('English page: the list names the languages in their own words, lang and hreflang set, English current', async () => {
    history.replaceState(null, '', '/health/info-2027/medicare-basics.html?cid=abc&rkc=R1#part-b');
    const { host, nav, links } = await footerSwitcher();
    expect(host.getAttribute('data-languages')).to.equal('list');
    expect(nav.getAttribute('aria-label')).to.equal('Language');
    expect(links.map((each) => each.textContent)).to.deep.equal(['English (United States)', 'Español (Estados Unidos)']);
    const english = link(links, 'English (United States)');
    const spanish = link(links, 'Español (Estados Unidos)');
    expect(attributes(english, 'href', 'aria-current', 'lang', 'hreflang')).to.deep.equal([
      '/health/info-2027/medicare-basics.html?cid=abc&rkc=R1#part-b',
      'page',
      'en-US',
      'en-US',
    ]);
    expect(attributes(spanish, 'href', 'aria-current', 'lang', 'hreflang')).to.deep.equal([
      '/espanol/health/info-2027/medicare-basics.html?cid=abc&rkc=R1#part-b',
      null,
      'es-US',
      'es-US',
    ]);
    // A new fragment is followed.
    location.hash = '#part-d';
    await waitFor(() => spanish.getAttribute('href') === '/espanol/health/info-2027/medicare-basics.html?cid=abc&rkc=R1#part-d', 3000, 'the new fragment');
  });

  it('Spanish page: labelled in Spanish, Spanish current, English is the page without /espanol', async () => {
    history.replaceState(null, '', '/espanol/buscar/?q=medicare');
    const { nav, links } = await footerSwitcher();
    expect(nav.getAttribute('aria-label')).to.equal('Idioma');
    expect(attributes(link(links, 'Español (Estados Unidos)'), 'aria-current', 'href')).to.deep.equal(['page', '/espanol/buscar/?q=medicare']);
    expect(link(links, 'English (United States)').getAttribute('href')).to.equal('/buscar/?q=medicare');
  });

  it('keyboard: Tab reaches both links with a visible focus ring; Enter follows the Spanish one', async () => {
    history.replaceState(null, '', '/');
    const { links } = await footerSwitcher();
    (document.activeElement as HTMLElement | null)?.blur();
    for (const name of ['English (United States)', 'Español (Estados Unidos)']) await tabTo(link(links, name));
    const went = catchNavigation();
    try {
      await sendKeys({ press: 'Enter' });
      expect(await waitFor(() => went.urls[0], 3000, 'the navigation')).to.equal(`${location.origin}/espanol/`);
    } finally {
      went.stop();
    }
  });

  for (const width of [390, 800, 1280]) {
    it(`${width} px: the links are at least 44 px tall and nothing overflows`, async () => {
      await setViewport({ width, height: 800 });
      history.replaceState(null, '', '/espanol/');
      const { nav, links } = await footerSwitcher();
      expect(nav.getAttribute('aria-label')).to.equal('Idioma');
      expect(links).to.have.length(2);
      for (const each of links) {
        const box = each.getBoundingClientRect();
        expect(box.height, each.textContent!).to.be.at.least(44);
        expect(box.width, each.textContent!).to.be.at.least(44);
        expect(box.right, each.textContent!).to.be.at.most(width);
      }
      expect(document.documentElement.scrollWidth).to.be.at.most(width);
    });
  }

  it('it reserves its line: the footer does not move when the links arrive', async () => {
    await setViewport({ width: 390, height: 800 });
    history.replaceState(null, '', '/');
    // Hold the list, note where the switcher is, release it, and compare.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const realFetch = window.fetch;
    window.fetch = async (input, init) => {
      if (String(input instanceof Request ? input.url : input).endsWith(LANGUAGES_PATH)) await held;
      return realFetch(input, init);
    };
    try {
      const host = mountTemplate(languageSwitcherTemplate({ languagesUrl: languagesUrl() }), 'language-switcher', 'footer');
      expect(await settled(host, 5000)).to.equal('ready');
      expect(host.hasAttribute('data-languages'), 'the links are held').to.equal(false);
      const before = host.getBoundingClientRect();
      release();
      await waitFor(() => host.querySelectorAll('a').length === 2, 5000, 'the links');
      const after = host.getBoundingClientRect();
      expect([after.y, after.height]).to.deep.equal([before.y, before.height]);
    } finally {
      window.fetch = realFetch;
    }
  });

  describe('without a usable list: English and Spanish', () => {
    for (const [name, rule] of [
      ['500', { status: 500 }],
      ['a body that is not JSON', { body: 'malformed' }],
      ['a wrong-shaped body', { body: 'wrong-shape' }],
      ['an empty body', { body: 'empty' }],
      ['a dropped connection', { drop: true }],
    ] as const) {
      it(name, async () => {
        await fetch(`${services}__emulator/faults`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ path: LANGUAGES_PATH, ...rule }),
        });
        history.replaceState(null, '', '/espanol/articulos/');
        const { result, warnings } = await captureConsole(() => footerSwitcher());
        const { host, nav, links } = result;
        expect(nav.getAttribute('aria-label')).to.equal('Idioma');
        expect(attributes(link(links, 'English'), 'href', 'lang')).to.deep.equal(['/articulos/', 'en-US']);
        expect(link(links, 'Español').getAttribute('aria-current')).to.equal('page');
        expect(host.getAttribute('data-languages')).to.equal('fallback');
        expect(warnings.some((text) => text.includes('<language-switcher>'))).to.equal(true);
      });
    }

    it('without the platform path (404 here): English and Español, with a console warning', async () => {
      const { warnings } = await captureConsole(async () => {
        const element = mount('<language-switcher></language-switcher>');
        await waitFor(() => element.getAttribute('data-languages'), 5000, 'the links');
        expect(element.getAttribute('data-languages')).to.equal('fallback');
        expect([...element.querySelectorAll('a')].map((each) => each.textContent)).to.deep.equal(['English', 'Español']);
      });
      expect(warnings.some((text) => text.includes('<language-switcher>'))).to.equal(true);
    });
  });

  it('moved and re-inserted: one nav', async () => {
    const box = mount('<div><language-switcher></language-switcher></div>');
    const element = box.querySelector('language-switcher')!;
    await captureConsole(async () => {
      await waitFor(() => element.querySelector('nav'), 5000, 'the links');
      for (let round = 0; round < 3; round += 1) {
        element.remove();
        box.append(element);
      }
      await waitFor(() => element.querySelector('nav'), 5000, 'the links after the moves');
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(element.querySelectorAll('nav')).to.have.length(1);
  });
});
