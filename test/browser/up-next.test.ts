/**
 * <up-next> (brain-health 2.1, 3.9, 7.6; CONTRACT 4c) in Chromium against this file's emulator,
 * mounted from its CMS template on the programme sub-site (its site config), at a detail page's
 * address: the address asked exactly as 7.6 writes it (tags joined by '.', the programme user type,
 * `.es` in Spanish) with the bearer token; at most data-count tiles of the page's up-next
 * category, as links, never the page itself; the answer cached in localStorage
 * `recommendationContentTiles` and used again without a call; a 204 and a signed-out visitor show
 * nothing and take no room. Its failures are the fault matrix's (brain-health-faults.test.ts).
 */
import { expect } from 'chai';
import { render } from 'lit-html';
import { upNextTemplate } from '../../cms-templates/up-next.ts';
import { brainHealthConfig } from '../../cms-templates/pages/index.ts';
import { $identity, startIdentity } from '../../src/stores/identity.ts';
import { UP_NEXT_CACHE_KEY } from '../../src/stores/program-content.ts';
import { clearCookies, emulatorServices, emulatorSiteConfig, linkStylesheet, setPersonaCookies, settled, waitFor } from './helpers.ts';

const HOME = location.pathname;
const ARTICLE = '/articles/sleep-and-memory.html';
const TAGS = 'manage_stress,be_social,engage_your_brain';
const upNextCalls = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.pathname.includes('/pillars.upnext.'))
    .map((url) => url.pathname);

before(async () => {
  await fetch('/__test/platform-paths', { method: 'POST' });
  const services = await emulatorServices();
  await emulatorSiteConfig(brainHealthConfig({ servicesUrl: services, siteOrigin: location.origin, distBase: '/dist/' }));
  await linkStylesheet();
  await import('../../elements/up-next/define.ts');
});

async function setPersona(id: string | undefined, userType?: string): Promise<void> {
  if (id) setPersonaCookies(id);
  else clearCookies();
  startIdentity(window).refresh();
  if (userType) await waitFor(() => $identity.get().programUserType === userType, 5000, `the user type ${userType}`);
}

async function mountUpNext(path: string, fields: Parameters<typeof upNextTemplate>[0] = {}): Promise<HTMLElement> {
  history.replaceState(null, '', path);
  const container = document.createElement('main');
  render(upNextTemplate({ tags: TAGS, ...fields }), container);
  container.insertAdjacentHTML('beforeend', '<p id="after">The page goes on.</p>');
  document.body.append(container);
  const host = container.querySelector<HTMLElement>('up-next')!;
  expect(await settled(host, 5000)).to.equal('ready');
  return host;
}

const state = (host: HTMLElement) => host.getAttribute('data-up-next-state');
const links = (host: HTMLElement) => [...host.querySelectorAll<HTMLAnchorElement>('a')].map((link) => [link.textContent, new URL(link.href).pathname]);

beforeEach(() => {
  performance.clearResourceTimings();
  localStorage.removeItem(UP_NEXT_CACHE_KEY);
});
afterEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, '', HOME);
});
after(async () => {
  await setPersona(undefined);
  localStorage.removeItem(UP_NEXT_CACHE_KEY);
});

describe('<up-next> (brain-health 7.6)', () => {
  it("an article's tiles: the 7.6 address, three other articles as links under 'Up next', cached", async () => {
    await setPersona('bh-returning-member', 'returning-member-content-access');
    const host = await mountUpNext(ARTICLE);
    await waitFor(() => state(host) === 'tiles', 5000, 'the tiles');
    expect(upNextCalls()).to.deep.equal([`/content/member/api/pillars.upnext.manage_stress.be_social.engage_your_brainreturning-member-content-access.json`]);
    const section = host.querySelector('section')!;
    expect(section.getAttribute('aria-labelledby')).to.equal(section.querySelector('h2')!.id);
    expect(section.querySelector('h2')!.textContent).to.equal('Up next');
    const shown = links(host);
    expect(shown).to.have.length(3);
    for (const [, path] of shown) expect(path, 'an article, not this page').to.match(/^\/articles\/(?!sleep-and-memory)/);
    const cache = JSON.parse(localStorage.getItem(UP_NEXT_CACHE_KEY)!) as Record<string, { items: unknown[] }>;
    const [address] = Object.keys(cache);
    expect(new URL(address!).pathname).to.equal(upNextCalls()[0]);
    expect(cache[address!]!.items.length).to.be.greaterThan(3);
  });

  it('at most data-count tiles; on another page the cached answer shows with no call, without that page', async () => {
    await setPersona('bh-returning-member', 'returning-member-content-access');
    const first = await mountUpNext(ARTICLE, { count: 2 });
    await waitFor(() => state(first) === 'tiles', 5000, 'the tiles');
    expect(links(first)).to.have.length(2);
    document.body.replaceChildren();
    performance.clearResourceTimings();
    const again = await mountUpNext('/articles/friendship-and-the-brain.html', { count: 3 });
    await waitFor(() => state(again) === 'tiles', 5000, 'the cached tiles');
    expect(upNextCalls(), 'no call: the cache answered').to.deep.equal([]);
    expect(links(again).map(([, path]) => path)).to.deep.equal(['/articles/breathing-for-calm', '/articles/learning-a-language']);
  });

  it('Spanish: `.es` on the address, the Spanish tiles', async () => {
    await setPersona('bh-returning-member', 'returning-member-content-access');
    const host = await mountUpNext('/espanol/articulos/sueno-y-memoria.html');
    await waitFor(() => state(host) === 'tiles', 5000, 'the tiles');
    expect(upNextCalls()[0]).to.match(/returning-member-content-access\.es\.json$/);
    expect(host.querySelector('h2')!.textContent).to.equal('A continuación');
    expect(links(host)).to.deep.equal([['La amistad es buena para el cerebro', '/espanol/articulos/amistad-y-cerebro']]);
  });

  it('a 204 (no item for the tags): nothing rendered, no room taken, the page as it was; cached as no tiles', async () => {
    await setPersona('bh-returning-member', 'returning-member-content-access');
    const host = await mountUpNext(ARTICLE, { tags: 'no_such_tag' });
    const after = document.getElementById('after')!;
    const top = after.getBoundingClientRect().top;
    await waitFor(() => state(host) === 'empty', 5000, 'the empty answer');
    expect(host.childElementCount === 0 || host.querySelector('section') === null).to.equal(true);
    expect(host.getBoundingClientRect().height).to.equal(0);
    expect(after.getBoundingClientRect().top).to.equal(top);
    const cache = JSON.parse(localStorage.getItem(UP_NEXT_CACHE_KEY)!) as Record<string, { items: unknown[] }>;
    expect(Object.values(cache)).to.deep.equal([{ items: [] }]);
  });

  it('signed out: nothing asked, nothing rendered', async () => {
    await setPersona(undefined);
    const host = await mountUpNext(ARTICLE);
    await waitFor(() => state(host) === 'none', 5000, 'no user');
    expect(host.querySelector('section')).to.equal(null);
    expect(upNextCalls()).to.deep.equal([]);
  });

  it('another visitor type asks its own address (the cache is per address)', async () => {
    await setPersona('bh-returning-member', 'returning-member-content-access');
    const first = await mountUpNext(ARTICLE);
    await waitFor(() => state(first) === 'tiles', 5000, 'the tiles');
    document.body.replaceChildren();
    await setPersona('bh-first-time-member', 'first-time-member');
    performance.clearResourceTimings();
    const host = await mountUpNext(ARTICLE);
    await waitFor(() => state(host) === 'tiles', 5000, 'the tiles');
    expect(upNextCalls()).to.deep.equal(['/content/member/api/pillars.upnext.manage_stress.be_social.engage_your_brainfirst-time-member.json']);
  });
});
