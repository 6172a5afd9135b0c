/**
 * The chrome on the brain-health programme sub-site (a page whose site config names `userTypesUrl`,
 * brain-health 2.4, 3.1; docs/decisions.md) in Chromium against this file's emulator: the site
 * config is the demo sub-site's own (`brainHealthConfig`), so identity reads the programme's
 * answer (the sponsor) beside the cookies.
 * - `<site-header>` (site 2.3, 4.4, 6; brain-health 2.4): an IMH sponsor is a lifetime member; an
 *   insurer's sponsor subscription has no icon links, no membership section, no rewards line and
 *   the sponsor's logo in the account menu, at 390 and 1280 px. The same visitor on the main site
 *   (no programme data) is in site-header.test.ts.
 * - `<expiry-prompt>` (site 4.6): no prompt for an insurer-sponsored member; an expiring member
 *   on the same page gets it.
 * Both are mounted from their CMS templates (the header with the demo's configuration).
 */
import { expect } from 'chai';
import { render } from 'lit-html';
import { setViewport } from '@web/test-runner-commands';
import '../../src/styles/elements.css';
import { expiryPromptTemplate } from '../../cms-templates/expiry-prompt.ts';
import { brainHealthConfig } from '../../cms-templates/pages/index.ts';
import { headerConfig } from '../../cms-templates/pages/layout.ts';
import { SAMPLE_LINKS, siteHeaderTemplate } from '../../cms-templates/site-header.ts';
import { $identity, startIdentity } from '../../src/stores/identity.ts';
import { clearCookies, emulatorServices, emulatorSiteConfig, settled, waitFor, setPersonaCookies } from './helpers.ts';

before(async () => {
  const services = await emulatorServices();
  await emulatorSiteConfig(brainHealthConfig({ servicesUrl: services, siteOrigin: location.origin, distBase: '/dist/' }));
  // The daily login (ask-and-rewards 4.6) is not what these tests look at.
  localStorage.setItem('firstLoginTS', String(8.64e15));
  await import('../../elements/site-header/define.ts');
  await import('../../elements/expiry-prompt/define.ts');
});

/** Sets the persona's cookies and has identity read them (and ask the services again). */
function setPersona(id: string): void {
  setPersonaCookies(id);
  startIdentity(window).refresh();
}

/** Renders `template` as a child of <body> and returns its element `tag` once it has settled. */
async function mountTemplate(template: Parameters<typeof render>[0], tag: string): Promise<HTMLElement> {
  const fragment = document.createDocumentFragment();
  render(template, fragment);
  const host = fragment.querySelector<HTMLElement>(tag)!;
  document.body.prepend(host);
  expect(await settled(host, 5000)).to.equal('ready');
  return host;
}

async function mountHeader(): Promise<HTMLElement> {
  const host = await mountTemplate(siteHeaderTemplate({ locale: 'en', links: SAMPLE_LINKS, config: headerConfig('en') }), 'site-header');
  await waitFor(() => host.hasAttribute('data-header-settled'), 5000, 'the header to settle');
  return host;
}

const visible = (element: Element | null) => Boolean(element && (element as HTMLElement).checkVisibility?.({ visibilityProperty: true }));
/** The header's links that show, by name. */
const shownLinks = (host: Element) => [...host.querySelectorAll('a')].filter(visible).map((link) => link.textContent!.trim());

afterEach(async () => {
  document.body.replaceChildren();
  clearCookies();
  startIdentity(window).refresh();
  await setViewport({ width: 1280, height: 800 });
});
after(() => clearCookies());

describe('<site-header> on the programme sub-site (site 4.4, 6; brain-health 2.4)', () => {
  it('an IMH sponsor (bh-sponsor-imh): lifetime-member, Help and no join, log in or promo', async () => {
    setPersona('bh-sponsor-imh');
    const host = await mountHeader();
    await waitFor(() => host.getAttribute('data-header-user-type') === 'lifetime-member', 3000, 'lifetime-member');
    const shown = shownLinks(host);
    expect(shown).to.include('Help');
    for (const name of ['Join', 'Log In', 'Join and save 25%', 'Become a member', 'Turn on auto-renew', 'Renew now', 'Rejoin today']) {
      expect(shown, name).not.to.include(name);
    }
  });

  for (const width of [390, 1280]) {
    it(`${width} px, an insurer's sponsor subscription: no icon links, no rewards line, the sponsor's logo in the menu`, async () => {
      await setViewport({ width, height: 900 });
      setPersona('bh-sponsor-insurer1');
      const host = await mountHeader();
      await waitFor(() => host.getAttribute('data-header-user-type') === 'sponsor-subsciption-member', 3000, 'the sponsor subscription');
      const shown = shownLinks(host);
      for (const name of ['Help', 'Join', 'Renew', 'Register', 'Become a member', 'Join and save 25%']) expect(shown, name).not.to.include(name);
      const logo = host.querySelector<HTMLImageElement>('img.site-header__sponsor-logo')!;
      expect([logo.alt, visible(logo)]).to.deep.equal(['Insurer One', true]);
      await waitFor(() => logo.complete && logo.naturalWidth > 0, 5000, 'the logo to load');
      const button = host.querySelector<HTMLButtonElement>('.site-header__account-button')!;
      expect(button.textContent).to.contain('Account menu');
      button.click();
      const account = host.querySelector('.site-header__account-link')!;
      await waitFor(() => visible(account), 2000, 'the panel');
      expect(account.textContent).to.equal('My Account');
      expect(visible(host.querySelector('[data-rewards-state]'))).to.equal(false);
    });
  }
});

describe('<expiry-prompt> on the programme sub-site (site 4.6)', () => {
  it('an insurer-sponsored member gets no prompt; an expiring member on the same page does', async () => {
    setPersona('sponsored-expiring-member');
    // The sponsor is the programme's answer: the prompt goes in once identity has it.
    await waitFor(() => $identity.get().sponsor === 'INSURER1MA', 5000, 'the sponsor from the programme data');
    const sponsored = await mountTemplate(expiryPromptTemplate(), 'expiry-prompt');
    await waitFor(() => sponsored.hasAttribute('data-expiry-state'), 5000, 'the decision');
    expect(sponsored.getAttribute('data-expiry-state')).to.equal('hidden');
    expect(document.querySelector('section[aria-label="Membership renewal"]')).to.equal(null);
    sponsored.remove();

    setPersona('expiring-member');
    const prompt = await mountTemplate(expiryPromptTemplate(), 'expiry-prompt');
    await waitFor(() => prompt.getAttribute('data-expiry-state') === 'shown', 5000, 'the prompt');
    const region = document.querySelector('section[aria-label="Membership renewal"]')!;
    expect(visible(region)).to.equal(true);
    expect(region.textContent).to.contain('02/14/2027');
  });
});
