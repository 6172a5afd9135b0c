/**
 * The page behaviours with no tag (CONTRACT section 4) in Chromium: campaign tagging (site 7.7)
 * and cid copying (site 2.2) on start and on content inserted later, the app web view (site 2.2)
 * with the real stylesheet and viewport widths, and smooth anchors (site 2.13) with real
 * scrolling, history and focus. The page query and path are set with history.replaceState and
 * restored after each test.
 */
import { expect } from 'chai';
import { APP_VIEW_ATTRIBUTE } from '../../src/behaviours/app-view.ts';
import { startPageBehaviours } from '../../src/behaviours/index.ts';
import { enableSmoothAnchors } from '../../src/behaviours/smooth-anchors.ts';
import { behavioursSettled } from '../../src/behaviours/lazy.ts';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { mount, waitFor } from './helpers.ts';

const startUrl = location.href;

// The real stylesheet, as pages link it (through Vite, which serves the source CSS).
before(async () => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/src/styles/elements.css';
  const loaded = new Promise((resolve, reject) => {
    link.onload = resolve;
    link.onerror = reject;
  });
  document.head.append(link);
  await loaded;
});

let stop: (() => void) | undefined;

/** Puts `params` into the page query (keeping the runner's own) and, if given, a new path. */
function setPage(params: string, path = location.pathname): void {
  const url = new URL(startUrl);
  url.pathname = path;
  for (const [name, value] of new URLSearchParams(params)) url.searchParams.set(name, value);
  history.replaceState(null, '', url);
}

const start = () => (stop = startPageBehaviours(document));
/** Starts the behaviours and waits for those whose code loads on its own (links, smooth anchors). */
const startAndSettle = async () => {
  start();
  await behavioursSettled(document);
};
const hrefOf = (selector: string) => document.querySelector(selector)!.getAttribute('href');
const display = (selector: string) => getComputedStyle(document.querySelector(selector)!).display;

afterEach(async () => {
  stop?.();
  stop = undefined;
  enableSmoothAnchors(document)();
  document.body.replaceChildren();
  document.documentElement.removeAttribute(APP_VIEW_ATTRIBUTE);
  sessionStorage.clear();
  history.replaceState(null, '', startUrl);
  window.scrollTo(0, 0);
  await setViewport({ width: 800, height: 600 });
  await emulateMedia({ reducedMotion: 'no-preference' });
});

describe('campaign tagging (site 7.7)', () => {
  it('tags Join and Renew links on start from jkc / rkc', async () => {
    setPage('jkc=JOIN1&rkc=RENEW1&campaignid=GENERIC');
    mount(`<nav>
      <a class="join" href="https://secure.example.org/mem/join?offer=ss#form">Join</a>
      <a class="renew" href="/mem/renew">Renew</a>
      <a class="other" href="/benefits">Benefits</a>
      <a class="js" href="javascript:void(0)">Menu</a>
    </nav>`);
    await startAndSettle();
    expect(hrefOf('.join')).to.equal('https://secure.example.org/mem/join?offer=ss&campaignID=JOIN1#form');
    expect(hrefOf('.renew')).to.equal('/mem/renew?campaignid=RENEW1&intcmp=RENEW1');
    expect(hrefOf('.other')).to.equal('/benefits');
    expect(hrefOf('.js')).to.equal('javascript:void(0)');
  });

  it('tags links the CMS inserts later, with the defaults on a page without campaign keys', async () => {
    start();
    const late = mount(`<div><a class="join" href="/mem/join">Join</a><a class="renew" href="/mem/renew?intcmp=HDR">Renew</a></div>`);
    await waitFor(() => hrefOf('.join') !== '/mem/join', 2000, 'the inserted join link to be tagged');
    expect(hrefOf('.join')).to.equal('/mem/join?campaignID=UDFLTTC');
    expect(hrefOf('.renew')).to.equal('/mem/renew?intcmp=HDR&campaignid=ZDFLTTC');
    // A link added inside content already on the page.
    const deeper = document.createElement('a');
    deeper.setAttribute('href', '/mem/renew');
    late.append(deeper);
    await waitFor(() => deeper.getAttribute('href') !== '/mem/renew', 2000, 'the nested renew link to be tagged');
    expect(deeper.getAttribute('href')).to.equal('/mem/renew?campaignid=ZDFLTTC&intcmp=ZDFLTTC');
  });

  it('the tagged href is the one a click follows (the property resolves it)', async () => {
    setPage('campaignid=C1');
    const link = mount(`<a href="/mem/join">Join</a>`) as HTMLAnchorElement;
    await startAndSettle();
    expect(new URL(link.href).searchParams.get('campaignID')).to.equal('C1');
  });
});

describe('cid copying (site 2.2)', () => {
  it('copies the page cid onto hero-banner and add-cid-param links, now and later', async () => {
    setPage('cid=SPRING');
    mount(`<main>
      <div class="hero-banner"><a class="hero" href="/offers?x=1">Offer</a><a class="hash" href="#more">More</a></div>
      <a class="marked add-cid-param" href="/travel">Travel</a>
      <a class="plain" href="/plain">Plain</a>
    </main>`);
    await startAndSettle();
    expect(hrefOf('.hero')).to.equal('/offers?x=1&cid=SPRING');
    expect(hrefOf('.marked')).to.equal('/travel?cid=SPRING');
    expect(hrefOf('.hash')).to.equal('#more');
    expect(hrefOf('.plain')).to.equal('/plain');
    mount(`<section data-hero-banner><a class="late" href="https://partner.example.com/deal?cid=OLD">Deal</a></section>`);
    await waitFor(() => hrefOf('.late')!.includes('SPRING'), 2000, 'the inserted hero link to get the cid');
    expect(hrefOf('.late')).to.equal('https://partner.example.com/deal?cid=SPRING');
  });

  it('leaves links alone on a page without a cid', async () => {
    start();
    mount(`<div class="hero-banner"><a class="hero" href="/offers">Offer</a></div>`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hrefOf('.hero')).to.equal('/offers');
  });
});

describe('app web view (site 2.2)', () => {
  const chrome = `
    <site-header class="h1">Header tag</site-header>
    <header class="h2">Page header</header>
    <div class="h3" role="banner">Banner</div>
    <div class="cmp-experiencefragment--header h4">XF header</div>
    <main>
      <article><header class="article-header">Article header</header>
      <div class="in-app" data-hide-in-app>Download our app</div>
      <div class="kept" data-hide-in-app="false">Kept</div></article>
    </main>
    <footer class="f1">Footer</footer>
    <div class="cmp-experiencefragment--footer f2">XF footer</div>`;
  const hidden = ['.h1', '.h2', '.h3', '.h4', '.f1', '.f2'];

  it('shows everything on an ordinary page', async () => {
    await setViewport({ width: 375, height: 700 });
    document.body.insertAdjacentHTML('beforeend', chrome);
    start();
    expect(document.documentElement.hasAttribute(APP_VIEW_ATTRIBUTE)).to.equal(false);
    for (const selector of [...hidden, '.in-app']) expect(display(selector), selector).to.not.equal('none');
  });

  it('marks <html> and hides header and footer when EXP marks an app web view', async () => {
    setPage('EXP=member_app');
    document.body.insertAdjacentHTML('beforeend', chrome);
    start();
    expect(document.documentElement.hasAttribute(APP_VIEW_ATTRIBUTE)).to.equal(true);
    for (const selector of hidden) expect(display(selector), selector).to.equal('none');
    // An article's own header is not the site header.
    expect(display('.article-header')).to.not.equal('none');
    // Desktop width: hidden-in-app elements stay.
    expect(display('.in-app')).to.not.equal('none');
  });

  it('hides data-hide-in-app elements at mobile width (767 px or less) only', async () => {
    setPage('EXP=member_now');
    document.body.insertAdjacentHTML('beforeend', chrome);
    start();
    await setViewport({ width: 767, height: 700 });
    expect(matchMedia('(max-width: 767px)').matches).to.equal(true);
    expect(display('.in-app')).to.equal('none');
    expect(display('.kept')).to.not.equal('none');
    await setViewport({ width: 768, height: 700 });
    expect(display('.in-app')).to.not.equal('none');
  });

  it('remembers the app web view for the session on a later page without EXP', () => {
    setPage('EXP=member_app');
    start();
    stop!();
    document.documentElement.removeAttribute(APP_VIEW_ATTRIBUTE);
    history.replaceState(null, '', startUrl);
    start();
    expect(document.documentElement.hasAttribute(APP_VIEW_ATTRIBUTE)).to.equal(true);
  });
});

describe('smooth anchors (site 2.13)', () => {
  const GUIDE = '/health/medicare-insurance/enrollment-guide/about.html';
  const page = `<div>
    <nav><a class="to-b" href="#part-b">Part B</a> <a class="to-missing" href="#nowhere">Nowhere</a>
    <a class="to-button" href="#action">Action</a></nav>
    <div style="height: 2500px"></div>
    <h2 id="part-b">Part B</h2>
    <button id="action">Act</button>
    <div style="height: 2500px"></div>
  </div>`;

  /** Clicks `selector` and reports whether the page's handler took the click (the native jump is stopped either way). */
  function click(selector: string, init: MouseEventInit = {}): boolean {
    let taken = false;
    const record = (event: Event) => {
      taken = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', record, { once: true });
    document.querySelector(selector)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0, ...init }));
    window.removeEventListener('click', record);
    return taken;
  }

  const topOf = (selector: string) => Math.round(document.querySelector(selector)!.getBoundingClientRect().top + window.scrollY);

  it('scrolls smoothly to the target, pushes the hash and focuses the target', async () => {
    setPage('', GUIDE);
    mount(page);
    await startAndSettle();
    const entries = history.length;
    const target = topOf('#part-b');
    expect(click('.to-b')).to.equal(true);
    // Smooth: the scroll has only started when the click returns.
    expect(window.scrollY).to.be.below(target);
    await waitFor(() => Math.abs(window.scrollY - target) <= 1, 3000, 'the scroll to reach Part B');
    expect(location.hash).to.equal('#part-b');
    expect(location.pathname).to.equal(GUIDE);
    expect(history.length).to.equal(entries + 1);
    const heading = document.getElementById('part-b')!;
    // Compared by id: a failing comparison of two elements makes the runner serialise the DOM.
    expect(document.activeElement?.id).to.equal('part-b');
    expect(heading.getAttribute('tabindex')).to.equal('-1');
  });

  it('jumps at once when the visitor prefers reduced motion, and keeps a focusable target as it is', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    setPage('', GUIDE);
    mount(page);
    await startAndSettle();
    const target = topOf('#action');
    expect(click('.to-button')).to.equal(true);
    expect(Math.abs(window.scrollY - target)).to.be.at.most(1);
    const button = document.getElementById('action')!;
    expect(document.activeElement?.id).to.equal('action');
    expect(button.hasAttribute('tabindex')).to.equal(false);
  });

  it('works from the keyboard (Enter on the link)', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    setPage('', GUIDE);
    mount(page);
    await startAndSettle();
    (document.querySelector('.to-b') as HTMLElement).focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => document.activeElement?.id === 'part-b', 2000, 'focus to land on Part B');
    expect(location.hash).to.equal('#part-b');
  });

  it('adds no history entry for the fragment already in the address bar', async () => {
    setPage('', GUIDE);
    mount(page);
    await startAndSettle();
    click('.to-b');
    const entries = history.length;
    click('.to-b');
    expect(history.length).to.equal(entries);
  });

  it('leaves modified clicks, middle clicks and missing targets to the browser', async () => {
    setPage('', GUIDE);
    mount(page);
    await startAndSettle();
    expect(click('.to-b', { ctrlKey: true })).to.equal(false);
    expect(click('.to-b', { metaKey: true })).to.equal(false);
    expect(click('.to-b', { shiftKey: true })).to.equal(false);
    expect(click('.to-b', { button: 1 })).to.equal(false);
    expect(click('.to-missing')).to.equal(false);
    expect(location.hash).to.equal('');
  });

  it('is off on other pages', async () => {
    setPage('', '/health/medicare-insurance/enrollment-guide/costs.html');
    mount(page);
    await startAndSettle();
    expect(click('.to-b')).to.equal(false);
    expect(location.hash).to.equal('');
  });
});
