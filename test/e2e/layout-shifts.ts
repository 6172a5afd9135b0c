/**
 * The page's layout shifts, read the same way by every spec that expects none (CLS 0.00 over a
 * page load, or over some elements). `watchLayoutShifts(page)` before the page loads,
 * `layoutShifts(page)` when the test asks: the shifts of the page so far, from the browser's
 * buffer (so those after scrolling too), without the ones that followed input (as CLS counts) and
 * without the parser's own (below).
 *
 * Why the parser's shifts are skipped: Chromium may paint a page before its HTML is all parsed
 * (progressive rendering, more often the busier the machine). On the search page it painted the
 * search form half-parsed, its <select> without options and its <button> without text (22 and
 * 16 px wide); the next paint, with the rest parsed, widened them: a shift of the demo's HTML
 * arriving, not of the library, whose scripts are module scripts and run only once parsing has
 * ended. A test whose result depends on the machine's speed is no test, so the shifts of every
 * frame up to and including the first one drawn after parsing ended are left out. That is what a
 * load that was not painted half-parsed records anyway (the usual case: its first paint is that
 * frame, and a first paint shifts nothing), so nothing the library does after that frame is
 * missed; what it changed before it is part of the first paint there too. The end of parsing
 * alone (`domInteractive`) is not the cut: the frame that draws the parser's last part often comes
 * just after it (with the search page delivered in two parts, cut in the form, about half of the
 * half-parsed paints).
 */
import type { Page } from '@playwright/test';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ShiftSource {
  /** What moved: `localName.class…` and the start of its outerHTML (a text node: `#text in ` its parent's). */
  node: string;
  previousRect: Rect;
  currentRect: Rect;
}

export interface LayoutShift {
  /** The entry's whole score, also with `within` (as CLS counts it). */
  value: number;
  startTime: number;
  sources: ShiftSource[];
}

/** Set by the init script: a promise of the time after the first frame drawn once parsing ended. */
const PARSED = '__layoutShiftsAfter';

/** Before the page loads (an init script, for every document of the page): notes when its parsing ended and the next frame was drawn. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    (window as unknown as Record<string, Promise<number>>)[key] = new Promise((resolve) => {
      // readystatechange: 'interactive', the parser is done. The first frame after it draws what
      // the parser added last; the second frame's callback runs after that frame's shifts are in.
      const afterNextFrame = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
      if (document.readyState === 'loading') document.addEventListener('readystatechange', afterNextFrame, { once: true });
      else afterNextFrame();
    });
  }, PARSED);
}

/**
 * The page's layout shifts so far (after the next two frames are drawn): entries without recent
 * input, after the parser's (see above). `within`: only sources whose element (a text node's
 * parent) is inside `within` (`closest`); entries left with no source are dropped.
 */
export async function layoutShifts(page: Page, options: { within?: string } = {}): Promise<LayoutShift[]> {
  return page.evaluate(
    async ({ key, within }) => {
      const parsed = (window as unknown as Record<string, Promise<number> | undefined>)[key];
      if (!parsed) throw new Error('layoutShifts: call watchLayoutShifts(page) before the page loads');
      const after = await parsed;
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: 'layout-shift', buffered: true });
      const entries = observer.takeRecords() as Array<
        PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
        }
      >;
      observer.disconnect();
      const rect = ({ x, y, width, height }: DOMRectReadOnly): Rect => ({ x, y, width, height });
      const describe = (element: Element) =>
        `${element.localName}${[...element.classList].map((name) => `.${name}`).join('')} ${element.outerHTML.slice(0, 60)}`;
      const shifts: LayoutShift[] = [];
      for (const entry of entries) {
        if (entry.hadRecentInput || entry.startTime < after) continue;
        const sources = (entry.sources ?? []).flatMap((source) => {
          const element = source.node instanceof Element ? source.node : (source.node?.parentElement ?? null);
          if (within && !element?.closest(within)) return [];
          const node = !source.node ? '(removed)' : source.node === element ? describe(element) : `#text in ${element ? describe(element) : '?'}`;
          return [{ node, previousRect: rect(source.previousRect), currentRect: rect(source.currentRect) }];
        });
        if (within && sources.length === 0) continue;
        shifts.push({ value: entry.value, startTime: entry.startTime, sources });
      }
      return shifts;
    },
    { key: PARSED, within: options.within },
  );
}

/** The shifts' summed score. */
export const totalShift = (shifts: readonly LayoutShift[]): number => shifts.reduce((sum, shift) => sum + shift.value, 0);
