/**
 * <my-list-count> (brain-health 3.8, 4.14, 6, 7.6; CONTRACT 4c) in Chromium against this file's
 * emulator, mounted from its CMS template on the programme sub-site (its site config): the count
 * of items 'added' per language (bh-returning-member's list: 4 in English, 2 in Spanish, the
 * answer's own `count` being 6), nothing at 0 or signed out, and vendor mode (the page's
 * program-gate config) hiding the element without a call; a program-gate config that does not
 * parse is read as the defaults. Its failures are the fault matrix's (brain-health-faults.test.ts).
 */
import { expect } from 'chai';
import { render } from 'lit-html';
import { myListCountTemplate } from '../../cms-templates/my-list-count.ts';
import { brainHealthConfig } from '../../cms-templates/pages/index.ts';
import { startIdentity } from '../../src/stores/identity.ts';
import { clearCookies, emulatorServices, emulatorSiteConfig, linkStylesheet, setPersonaCookies, settled, waitFor } from './helpers.ts';

const MY_LIST_PATH = '/etc/member/categories/categories.24.json';
const calls = () => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === MY_LIST_PATH).length;
const HOME = location.pathname;

before(async () => {
  await fetch('/__test/platform-paths', { method: 'POST' });
  const services = await emulatorServices();
  await emulatorSiteConfig(brainHealthConfig({ servicesUrl: services, siteOrigin: location.origin, distBase: '/dist/' }));
  await linkStylesheet();
  await import('../../elements/my-list-count/define.ts');
});

function setPersona(id: string | undefined): void {
  if (id) setPersonaCookies(id);
  else clearCookies();
  startIdentity(window).refresh();
}

async function mountCount(locale: 'en' | 'es' = 'en', before = ''): Promise<HTMLElement> {
  history.replaceState(null, '', locale === 'es' ? '/espanol/mi-lista-prueba/' : HOME);
  const container = document.createElement('div');
  container.innerHTML = before;
  render(myListCountTemplate({ locale }), container);
  document.body.append(container);
  const host = container.querySelector<HTMLElement>('my-list-count')!;
  expect(await settled(host, 5000)).to.equal('ready');
  return host;
}

const state = (host: HTMLElement) => host.getAttribute('data-my-list-state');
const slot = (host: HTMLElement) => host.querySelector<HTMLElement>('[data-count]')!;

beforeEach(() => performance.clearResourceTimings());
afterEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, '', HOME);
});
after(() => setPersona(undefined));

describe('<my-list-count> (brain-health 4.14)', () => {
  it("English: the 4 items 'added' (not the answer's count of 6), named for screen readers", async () => {
    setPersona('bh-returning-member');
    const host = await mountCount();
    await waitFor(() => state(host) === 'count', 5000, 'the count');
    expect(slot(host).querySelector('[aria-hidden="true"]')!.textContent).to.equal('4');
    const link = host.querySelector('a')!;
    expect(link.getAttribute('href')).to.equal('/my-list/');
    expect(link.textContent!.replace(/\s+/g, ' ').trim()).to.equal('My list 44 items');
    expect(slot(host).querySelector('.visually-hidden')!.textContent).to.equal('4 items');
    expect(calls()).to.equal(1);
  });

  it('Spanish: only the 2 items with a Spanish id count, in Spanish words', async () => {
    setPersona('bh-returning-member');
    const host = await mountCount('es');
    await waitFor(() => state(host) === 'count', 5000, 'the count');
    expect(slot(host).querySelector('[aria-hidden="true"]')!.textContent).to.equal('2');
    expect(slot(host).querySelector('.visually-hidden')!.textContent).to.equal('2 elementos');
    expect(host.querySelector('a')!.getAttribute('href')).to.equal('/espanol/mi-lista/');
  });

  it('one item: "1 item"', async () => {
    setPersona('bh-sponsor-insurer1ms35');
    const host = await mountCount();
    await waitFor(() => state(host) === 'count', 5000, 'the count');
    expect(slot(host).textContent).to.equal('11 item');
  });

  it('an empty list: nothing shown, the link as the CMS made it', async () => {
    setPersona('bh-first-time-member');
    const host = await mountCount();
    await waitFor(() => state(host) === 'empty', 5000, 'the empty list');
    expect(slot(host).textContent).to.equal('');
    expect(slot(host).getBoundingClientRect().width).to.equal(0);
    expect(calls()).to.equal(1);
  });

  it('signed out: nothing asked, nothing shown', async () => {
    setPersona(undefined);
    const host = await mountCount();
    await waitFor(() => state(host) === 'signed-out', 5000, 'signed out');
    expect(slot(host).textContent).to.equal('');
    expect(calls()).to.equal(0);
  });

  it("vendor mode (the page's program-gate vendorMode): the element hidden, nothing asked", async () => {
    setPersona('bh-returning-member');
    const host = await mountCount('en', '<program-gate><script type="application/json">{ "vendorMode": true, "rnmaFlow": false }</script></program-gate>');
    expect(state(host)).to.equal('vendor');
    expect(host.hidden).to.equal(true);
    expect(host.getBoundingClientRect().height).to.equal(0);
    expect(calls()).to.equal(0);
  });

  it('vendorMode false, or a program-gate config that does not parse: the count as usual', async () => {
    setPersona('bh-returning-member');
    for (const config of ['{ "vendorMode": false }', '{ "vendorMode": tru', '["vendorMode"]']) {
      const host = await mountCount('en', `<program-gate><script type="application/json">${config}</script></program-gate>`);
      await waitFor(() => state(host) === 'count', 5000, `the count with ${config}`);
      expect(host.hidden, config).to.equal(false);
      document.body.replaceChildren();
    }
  });
});
