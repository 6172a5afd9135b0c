/**
 * <top-sheet> (brain-health 1; CONTRACT 4c) in Chromium against this file's emulator, mounted from
 * its CMS template above a page's content on the programme sub-site (its site config): the
 * fragment of this site's origin sanitised and shown with 'Close' (a 44 px target named 'Close');
 * closing it keeps it closed for the session (sessionStorage `topSheetClosed`: a later sheet asks
 * nothing) and moves focus on; another origin's fragment is ignored (no call); off in authoring
 * mode and in the app web view; a fragment that fails to load takes no room and moves nothing.
 * Its service faults are the fault matrix's (brain-health-faults.test.ts).
 */
import { expect } from 'chai';
import { render } from 'lit-html';
import { sendKeys } from '@web/test-runner-commands';
import { topSheetFragmentUrl, topSheetTemplate } from '../../cms-templates/top-sheet.ts';
import { brainHealthConfig } from '../../cms-templates/pages/index.ts';
import { HOSTILE_FLAG, SAFE_MARKERS } from '../../fixtures/ask/pro-tips.ts';
import { APP_VIEW_SESSION_KEY } from '../../src/core/app-view.ts';
import { TOP_SHEET_CLOSED_KEY } from '../../src/domain/top-sheet.ts';
import { captureConsole, emulatorServices, emulatorSiteConfig, linkStylesheet, settled, waitFor } from './helpers.ts';

const fragmentCalls = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.pathname.endsWith('/top-sheet.html'))
    .map((url) => url.href);

before(async () => {
  await fetch('/__test/platform-paths', { method: 'POST' });
  const services = await emulatorServices();
  await emulatorSiteConfig(brainHealthConfig({ servicesUrl: services, siteOrigin: location.origin, distBase: '/dist/' }));
  await linkStylesheet();
  await import('../../elements/top-sheet/define.ts');
});

/** The sheet above a page's heading; returns the host once ready and the heading. */
async function mountSheet(fragmentUrl: string = topSheetFragmentUrl('en')): Promise<{ host: HTMLElement; heading: HTMLElement }> {
  const main = document.createElement('main');
  render(topSheetTemplate({ fragmentUrl }), main);
  main.insertAdjacentHTML('beforeend', '<h1>Keep your brain sharp</h1><p><a href="/articles/">Articles</a></p>');
  document.body.append(main);
  const host = main.querySelector<HTMLElement>('top-sheet')!;
  expect(await settled(host, 5000)).to.equal('ready');
  return { host, heading: main.querySelector('h1')! };
}

const state = (host: HTMLElement) => host.getAttribute('data-top-sheet-state');

beforeEach(() => {
  performance.clearResourceTimings();
  sessionStorage.clear();
});
afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-wcmmode');
  sessionStorage.clear();
});

describe('<top-sheet> (brain-health 1)', () => {
  it("shows this site's fragment above the content, with 'Close' (44 px, its plain name)", async () => {
    const { host, heading } = await mountSheet();
    await waitFor(() => state(host) === 'shown', 5000, 'the sheet');
    const region = host.querySelector('section')!;
    expect(region.getAttribute('aria-label')).to.equal('Announcement');
    expect(region.textContent).to.contain('New this week: a daily puzzle to start your morning.');
    expect(region.querySelector('a')!.getAttribute('href')).to.equal(`${location.origin}/daily-puzzles/`);
    expect(region.getBoundingClientRect().bottom).to.be.at.most(heading.getBoundingClientRect().top);
    const close = host.querySelector<HTMLButtonElement>('button')!;
    expect(close.getAttribute('aria-label')).to.equal('Close');
    const box = close.getBoundingClientRect();
    expect([box.width, box.height]).to.deep.equal([44, 44]);
    expect(fragmentCalls()).to.deep.equal([`${location.origin}/content/member/en/fragments/top-sheet.html`]);
  });

  it('Close (by keyboard): gone, focus on what follows, and closed for the session: a later sheet asks nothing', async () => {
    const { host } = await mountSheet();
    await waitFor(() => state(host) === 'shown', 5000, 'the sheet');
    host.querySelector('button')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => state(host) === 'closed', 3000, 'closed');
    expect(host.querySelector('section')).to.equal(null);
    expect(host.getBoundingClientRect().height).to.equal(0);
    expect(document.activeElement!.textContent).to.equal('Articles');
    expect(sessionStorage.getItem(TOP_SHEET_CLOSED_KEY)).to.equal('true');
    document.body.replaceChildren();
    performance.clearResourceTimings();
    const later = await mountSheet();
    expect(state(later.host)).to.equal('closed');
    expect(later.host.querySelector('section')).to.equal(null);
    expect(fragmentCalls()).to.deep.equal([]);
  });

  it("another origin's fragment: refused, not asked, nothing shown (a console warning)", async () => {
    const { result, warnings } = await captureConsole(async () => {
      const { host } = await mountSheet('https://promo.example.com/content/member/en/fragments/top-sheet.html');
      await waitFor(() => state(host) === 'refused', 3000, 'refused');
      return host;
    });
    expect(result.querySelector('section')).to.equal(null);
    expect(warnings.join('\n')).to.contain('is not on this site');
    expect(fragmentCalls()).to.deep.equal([]);
  });

  it('off in authoring mode and in the app web view: nothing asked', async () => {
    document.documentElement.setAttribute('data-wcmmode', 'edit');
    const authoring = await mountSheet();
    expect(state(authoring.host)).to.equal('off');
    document.body.replaceChildren();
    document.documentElement.removeAttribute('data-wcmmode');
    sessionStorage.setItem(APP_VIEW_SESSION_KEY, 'true');
    const app = await mountSheet();
    expect(state(app.host)).to.equal('off');
    expect(app.host.querySelector('section')).to.equal(null);
    expect(fragmentCalls()).to.deep.equal([]);
  });

  it('a fragment that fails to load: no gap, nothing moved, the page as it was', async () => {
    const { host, heading } = await captureConsole(() => mountSheet('/content/member/fr/fragments/top-sheet.html')).then(({ result }) => result);
    const top = heading.getBoundingClientRect().top;
    await waitFor(() => state(host) === 'failed', 5000, 'the failure');
    expect(host.getBoundingClientRect().height).to.equal(0);
    expect(heading.getBoundingClientRect().top).to.equal(top);
  });

  it('the fragment is sanitised by the one sanitiser: its safe text shown, nothing of its payloads runs or stays', async () => {
    // A same-origin hostile fragment (the emulator's hostile pro tips: scripts, handlers, styles,
    // forms, frames, script links), each payload setting HOSTILE_FLAG if it ran.
    const { host } = await mountSheet('/content/member/en/ask/pro-tips-hostile.resource.root.html');
    await waitFor(() => state(host) === 'shown', 5000, 'the sheet');
    const region = host.querySelector('section')!;
    for (const marker of SAFE_MARKERS) expect(region.textContent).to.contain(marker);
    expect(region.querySelector('script, style, form, iframe, object, embed, [onclick], [onerror], [onload], [style]')).to.equal(null);
    for (const link of region.querySelectorAll<HTMLAnchorElement>('a[href]')) expect(new URL(link.href).protocol).to.match(/^https?:$/);
    for (const link of region.querySelectorAll<HTMLAnchorElement>('a')) link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect((window as unknown as Record<string, unknown>)[HOSTILE_FLAG]).to.equal(undefined);
  });
});
