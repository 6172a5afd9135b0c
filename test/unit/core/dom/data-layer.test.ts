// @vitest-environment happy-dom
/**
 * The data-layer push (src/core/dom/data-layer.ts): the queue is created when the page has none,
 * and an existing one (the analytics library's, or entries queued before it loaded) is kept.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { pushToDataLayer } from '../../../../src/core/dom/data-layer.ts';

type LayerWindow = Window & { adobeDataLayer?: unknown };

afterEach(() => {
  delete (window as LayerWindow).adobeDataLayer;
});

describe('pushToDataLayer', () => {
  it('creates window.adobeDataLayer on the first push', () => {
    pushToDataLayer({ event: 'first' });
    expect((window as LayerWindow).adobeDataLayer).toEqual([{ event: 'first' }]);
  });

  it('appends to the queue the page already has, in order', () => {
    const queue: unknown[] = [{ event: 'page-load' }];
    (window as LayerWindow).adobeDataLayer = queue;
    pushToDataLayer({ event: 'a' });
    pushToDataLayer({ event: 'b' });
    expect((window as LayerWindow).adobeDataLayer).toBe(queue);
    expect(queue).toEqual([{ event: 'page-load' }, { event: 'a' }, { event: 'b' }]);
  });

  it('replaces a value that is not an array (a queue must be a list)', () => {
    (window as LayerWindow).adobeDataLayer = 'broken';
    pushToDataLayer({ event: 'a' });
    expect((window as LayerWindow).adobeDataLayer).toEqual([{ event: 'a' }]);
  });

  it('pushes to the window it is given', () => {
    const other = { document } as unknown as LayerWindow;
    pushToDataLayer({ event: 'elsewhere' }, other);
    expect(other.adobeDataLayer).toEqual([{ event: 'elsewhere' }]);
    expect((window as LayerWindow).adobeDataLayer).toBeUndefined();
  });
});
