// @vitest-environment happy-dom
/**
 * The config path's `data-json-url` fetch (src/core/config.ts): an answer that never comes is a
 * failed fetch after the 10-second limit (a warning naming the URL, the other sources go on), and
 * the element's own abort still ends the read. The limit's timer is the test's: no real waiting.
 */
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../../src/core/config.ts';
import { defineMeta, text } from '../../../src/core/schema.ts';

const meta = defineMeta({
  tag: 'config-probe',
  summary: 'test',
  schema: v.object({ title: text('Default title', 'Heading'), subtitle: text('Default subtitle', 'Sub heading') }),
  attributes: ['subtitle'],
});

/** A fetch that answers only by failing when its signal aborts, and the limits asked of AbortSignal.timeout. */
function hangingFetch() {
  const limits: number[] = [];
  const timeouts: AbortController[] = [];
  vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms: number) => {
    limits.push(ms);
    const controller = new AbortController();
    timeouts.push(controller);
    return controller.signal;
  });
  const fetched: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: URL, init: RequestInit) => {
      fetched.push(String(url));
      return new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal!.reason), { once: true });
      });
    }),
  );
  /** The limit runs out, as the browser's timer would after its milliseconds. */
  const runOut = () => timeouts.forEach((controller) => controller.abort(new DOMException('signal timed out', 'TimeoutError')));
  return { limits, fetched, runOut };
}

function element(): HTMLElement {
  document.body.innerHTML = `<config-probe data-json-url="/content/probe.json" data-subtitle="From the attribute"><script type="application/json">{"title":"Embedded"}</script></config-probe>`;
  return document.querySelector('config-probe')!;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('data-json-url that never answers', () => {
  it('gives up after 10 s with a warning naming the URL, and the other sources make the config', async () => {
    const { limits, fetched, runOut } = hangingFetch();
    const warn = vi.fn();
    const reading = readConfig(element(), meta, { warn });
    await vi.waitFor(() => expect(fetched).toHaveLength(1));
    expect(limits).toEqual([10_000]);
    let settled = false;
    void reading.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);

    runOut();
    const result = await reading;
    expect(result).toEqual({ ok: true, config: { title: 'Embedded', subtitle: 'From the attribute' } });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('<config-probe>: could not load its configuration');
    expect(warn.mock.calls[0]![0]).toContain(`${location.origin}/content/probe.json`);
  });

  it("the element's own abort (it left the page) still ends the read, without a warning", async () => {
    const { fetched } = hangingFetch();
    const warn = vi.fn();
    const controller = new AbortController();
    const reading = readConfig(element(), meta, { warn, signal: controller.signal });
    await vi.waitFor(() => expect(fetched).toHaveLength(1));
    controller.abort(new DOMException('removed', 'AbortError'));
    await expect(reading).rejects.toThrow('removed');
    expect(warn).not.toHaveBeenCalled();
  });
});
