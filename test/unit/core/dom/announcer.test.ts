// @vitest-environment happy-dom
/**
 * The live announcer (src/core/dom/announcer.ts) in happy-dom, on fake timers: what the region
 * holds after each step, which is what a screen reader is told (only additions are read).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCE_DELAY_MS, SETTLE_DELAY_MS, announce, createAnnouncer, createLiveRegion, documentAnnouncer } from '../../../../src/core/dom/announcer.ts';

const texts = (region: Element) => [...region.children].map((child) => child.textContent);

/** Records the text of every node added to `region` (what a screen reader would read). */
function said(region: Element): string[] {
  const heard: string[] = [];
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) heard.push(node.textContent ?? '');
  }).observe(region, { childList: true, subtree: true });
  return heard;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('replace mode (status messages)', () => {
  it('empties the region at once and sets the message a tick later', () => {
    const region = createLiveRegion(document);
    document.body.append(region);
    region.append(document.createElement('p'));
    const announcer = createAnnouncer(region);
    announcer.announce('Saved');
    expect(region.children).toHaveLength(0);
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS - 1);
    expect(region.children).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(texts(region)).toEqual(['Saved']);
  });

  it('says the same message again: the region is emptied in between', async () => {
    const region = createLiveRegion(document);
    document.body.append(region);
    const heard = said(region);
    const announcer = createAnnouncer(region);
    for (let i = 0; i < 3; i += 1) {
      announcer.announce('3 results');
      await vi.advanceTimersByTimeAsync(ANNOUNCE_DELAY_MS);
    }
    expect(heard).toEqual(['3 results', '3 results', '3 results']);
    expect(texts(region)).toEqual(['3 results']);
  });

  it('sets messages given within one tick together, in order', () => {
    const region = createLiveRegion(document);
    const announcer = createAnnouncer(region, { delayMs: 50 });
    announcer.announce('one');
    vi.advanceTimersByTime(20);
    announcer.announce('two');
    vi.advanceTimersByTime(30);
    expect(texts(region)).toEqual(['one', 'two']);
  });

  it('ignores blank messages; clear drops a waiting one; destroy stops for good', () => {
    const region = createLiveRegion(document);
    const announcer = createAnnouncer(region);
    announcer.announce('  ');
    announcer.announce('');
    expect(vi.getTimerCount()).toBe(0);
    announcer.announce('lost');
    announcer.clear();
    vi.runAllTimers();
    expect(region.children).toHaveLength(0);
    announcer.announce('last');
    announcer.destroy();
    announcer.announce('after');
    vi.runAllTimers();
    expect(region.children).toHaveLength(0);
  });
});

describe('append mode (a log of finished pieces)', () => {
  it('adds each message at once as its own paragraph, repeats included, until clear', async () => {
    const region = createLiveRegion(document);
    document.body.append(region);
    const heard = said(region);
    const announcer = createAnnouncer(region, { mode: 'append' });
    announcer.announce('First block.');
    announcer.announce('Second block.');
    announcer.announce('Second block.');
    expect(texts(region)).toEqual(['First block.', 'Second block.', 'Second block.']);
    expect(region.firstElementChild?.localName).toBe('p');
    announcer.clear();
    expect(region.children).toHaveLength(0);
    announcer.announce('Next answer.');
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual(['First block.', 'Second block.', 'Second block.', 'Next answer.']);
  });
});

describe('the document regions', () => {
  it('creates one hidden polite and one assertive region at the end of <body>, on first use', () => {
    document.body.append(document.createElement('main'));
    expect(document.querySelector('[aria-live]')).toBeNull();
    announce('Polite news');
    announce('Urgent news', 'assertive');
    announce('More polite news');
    const polite = document.querySelectorAll('[aria-live="polite"]');
    const assertive = document.querySelectorAll('[aria-live="assertive"]');
    expect(polite).toHaveLength(1);
    expect(assertive).toHaveLength(1);
    expect(polite[0]!.parentElement).toBe(document.body);
    expect((polite[0] as HTMLElement).style.position).toBe('absolute');
    expect((polite[0] as HTMLElement).style.overflow).toBe('hidden');
    vi.runAllTimers();
    expect(texts(polite[0]!)).toEqual(['Polite news', 'More polite news']);
    expect(texts(assertive[0]!)).toEqual(['Urgent news']);
  });

  it('gives the same announcer for the same document and politeness, and a new region if the old one was removed', () => {
    const first = documentAnnouncer();
    expect(documentAnnouncer()).toBe(first);
    document.body.replaceChildren();
    const second = documentAnnouncer();
    expect(second).not.toBe(first);
    expect(document.querySelectorAll('[aria-live="polite"]')).toHaveLength(1);
  });
});

describe('replace mode with settle (a status that changes while the visitor types)', () => {
  it('only the last of quick changes is set, once the text has settled', async () => {
    const region = createLiveRegion(document);
    document.body.append(region);
    const heard = said(region);
    const announcer = createAnnouncer(region, { settle: true, delayMs: SETTLE_DELAY_MS });
    announcer.announce('Loading search suggestions for med');
    await vi.advanceTimersByTimeAsync(SETTLE_DELAY_MS - 1);
    announcer.announce('8 suggested search terms loaded');
    await vi.advanceTimersByTimeAsync(SETTLE_DELAY_MS - 1);
    expect(heard).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(heard).toEqual(['8 suggested search terms loaded']);
  });

  it('re-announces an identical message: emptied at once, set again after the pause', async () => {
    const region = createLiveRegion(document);
    document.body.append(region);
    const heard = said(region);
    const announcer = createAnnouncer(region, { settle: true, delayMs: SETTLE_DELAY_MS });
    announcer.announce('Search term too short');
    await vi.advanceTimersByTimeAsync(SETTLE_DELAY_MS);
    announcer.announce('Search term too short');
    expect(texts(region)).toEqual([]);
    await vi.advanceTimersByTimeAsync(SETTLE_DELAY_MS);
    expect(heard).toEqual(['Search term too short', 'Search term too short']);
  });

  it('is 1400 ms, as in GOV.UK accessible-autocomplete', () => expect(SETTLE_DELAY_MS).toBe(1400));
});
