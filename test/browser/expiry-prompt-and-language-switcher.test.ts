/**
 * <expiry-prompt> (site 4.6) and <language-switcher> (site 2.1, 7.1) in Chromium, as the CMS
 * editor treats them: moved and re-inserted (one region, one nav, no stale listener), the
 * prompt following cookie changes on this page, and the switcher's list from the emulator or,
 * on the test server's missing platform path, the English / Spanish fallback.
 */
import { expect } from 'chai';
import '../../elements/expiry-prompt/define.ts';
import '../../elements/language-switcher/define.ts';
import { TODAY, personaCookieStrings, personas } from '../../fixtures/personas.ts';
import { startIdentity } from '../../src/stores/identity.ts';
import { resetLanguageLists } from '../../src/features/language-switcher/language-switcher.store.ts';
import { captureConsole, clearCookies, mount, settled, waitFor } from './helpers.ts';

function setPersona(id: string): void {
  clearCookies();
  document.cookie = `TimeTravelCookie=${encodeURIComponent(TODAY)}; path=/`;
  for (const cookie of personaCookieStrings(personas.find((persona) => persona.id === id)!)) document.cookie = cookie;
  startIdentity(window).refresh();
}

afterEach(() => {
  document.body.replaceChildren();
  resetLanguageLists();
});
after(() => clearCookies());

describe('<expiry-prompt> in Chromium', () => {
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
  it('reads the list from the emulator: the names of the list, the current page marked', async () => {
    const services = await (await fetch('/__test/services')).text();
    const element = mount(`<language-switcher data-languages-url="${services}libs/wcm/core/resources/languages.overlay.infinity.json"></language-switcher>`);
    expect(await settled(element)).to.equal('ready');
    await waitFor(() => element.getAttribute('data-languages'), 5000, 'the links');
    expect(element.getAttribute('data-languages')).to.equal('list');
    const links = [...element.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).to.deep.equal(['English (United States)', 'Español (Estados Unidos)']);
    expect(links[0]!.getAttribute('aria-current')).to.equal('page');
    expect(links[1]!.getAttribute('href')).to.equal(`/espanol${location.pathname}${location.search}${location.hash}`);
    expect(element.querySelector('nav')!.getAttribute('aria-label')).to.equal('Language');
  });

  it('without the platform path (404 here): English and Español, with a console warning', async () => {
    const { warnings } = await captureConsole(async () => {
      const element = mount('<language-switcher></language-switcher>');
      await waitFor(() => element.getAttribute('data-languages'), 5000, 'the links');
      expect(element.getAttribute('data-languages')).to.equal('fallback');
      expect([...element.querySelectorAll('a')].map((link) => link.textContent)).to.deep.equal(['English', 'Español']);
    });
    expect(warnings.some((text) => text.includes('<language-switcher>'))).to.equal(true);
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
