/**
 * The built loader (dist/loader.js), as a page uses it: run `npm run build` first (npm test
 * does). Nothing is imported for tags that are not on the page; a tag inserted later gets its
 * chunk; window.memberElements is set.
 */
import { expect } from 'chai';
import { clearCookies, mount, settled, waitFor } from './helpers.ts';
import { pauseClock, resumeClock } from './page-commands.ts';

const requested = (part: string) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(part));

before(async () => {
  // A Wednesday, 10:00 US Eastern: co-browse hours.
  document.cookie = `TimeTravelCookie=${encodeURIComponent('2026-11-18T15:00:00Z')}; path=/`;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/dist/elements.css';
  document.head.append(link);
  await import(/* @vite-ignore */ `${location.origin}/dist/loader.js`);
});
after(() => clearCookies());

describe('dist/loader.js', () => {
  it('sets window.memberElements with a ready promise', async () => {
    expect(window.memberElements).to.be.an('object');
    await window.memberElements!.ready;
    const snapshot = window.memberElements!.identity();
    expect(snapshot.locale).to.equal('en');
    expect(snapshot.authoring).to.equal(false);
  });

  it('imports no element chunk while no tag is on the page', async () => {
    await window.memberElements!.ready;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requested('/dist/loader.js')).to.equal(true);
    expect(requested('/dist/elements/')).to.equal(false);
    expect(requested('/dist/runtime.js')).to.equal(false);
    expect(customElements.get('cobrowse-link')).to.equal(undefined);
  });

  it('imports the chunk of a tag inserted after load and upgrades it', async () => {
    const element = mount(
      `<footer><cobrowse-link data-enabled="true"><a href="https://cobrowse.example/start"></a></cobrowse-link></footer>`,
    ).firstElementChild!;
    await waitFor(() => customElements.get('cobrowse-link'), 3000, 'cobrowse-link to be defined');
    expect(await settled(element)).to.equal('ready');
    expect(element.isConnected).to.equal(true);
    expect(element.querySelector('a')!.textContent).to.equal('Cobrowse');
    expect(getComputedStyle(element).visibility).to.equal('visible');
    expect(requested('/dist/elements/cobrowse-link.js')).to.equal(true);
    // A DOM-only element never downloads React.
    expect(requested('/dist/runtime.js')).to.equal(false);
  });

  it('keeps an element that waits for a check invisible but in its place until the check has run (no flash, no shift)', () => {
    const pending = mount(`<p>Help: <cobrowse-link data-enabled="true" data-element-state="loading"><a href="#">Cobrowse</a></cobrowse-link> · More</p>`);
    const element = pending.querySelector('cobrowse-link')!;
    expect(getComputedStyle(element).visibility).to.equal('hidden');
    const before = element.getBoundingClientRect().width;
    expect(before).to.be.greaterThan(0);
    element.setAttribute('data-element-state', 'ready');
    expect(getComputedStyle(element).visibility).to.equal('visible');
    expect(element.getBoundingClientRect().width).to.equal(before);
    pending.remove();
  });
});

describe('dist/loader.js on a page with elements', () => {
  it("defines the first scan's elements together, in one task, once all their files have arrived", async () => {
    // The loader stops waiting for the other files after FIRST_RENDER_CAP_MS (a slow file must not
    // hold the page back). With the page clock standing, that limit never comes, so the check is
    // of the holding, not of how fast this machine serves three files.
    await pauseClock();
    const frame = document.createElement('iframe');
    frame.src = '/test/browser/pages/loader-elements.html';
    document.body.append(frame);
    try {
      type Recorded = { __definitions?: { tag: string; definedTogether: string[] }[] };
      const tags = ['search-box', 'expiry-prompt', 'cobrowse-link'];
      const definitions = await waitFor(
        () => {
          const recorded = (frame.contentWindow as unknown as Recorded | null)?.__definitions;
          return recorded && recorded.length >= tags.length ? recorded : undefined;
        },
        20_000,
        'the three tags to be defined',
      );
      expect(definitions.map((entry) => entry.tag).sort()).to.deep.equal([...tags].sort());
      // By the end of the first definition's task, every tag of the page was defined.
      expect(definitions[0]!.definedTogether.sort()).to.deep.equal([...tags].sort());
    } finally {
      frame.remove();
      await resumeClock();
    }
  });
});
