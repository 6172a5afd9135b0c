import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { defineElement, domView, HELD_DEFINITIONS as HARNESS_KEY } from '../../../src/core/element.ts';
import { defineMeta } from '../../../src/core/schema.ts';
import { HELD_DEFINITIONS, holdDefinitions } from '../../../src/loader/held-definitions.ts';

/** The held array, where the harness looks for it. */
const held = () => (globalThis as unknown as Record<symbol, Array<() => void> | undefined>)[Symbol.for(HELD_DEFINITIONS)];

describe('holdDefinitions', () => {
  it('the loader and the harness use the same key', () => {
    expect(HELD_DEFINITIONS).toBe(HARNESS_KEY);
  });

  it('holds what is pushed while holding, defines it in order on release, and then stops holding', () => {
    const release = holdDefinitions();
    const order: string[] = [];
    held()!.push(
      () => order.push('a'),
      () => order.push('b'),
    );
    expect(order).toEqual([]);
    release();
    expect(order).toEqual(['a', 'b']);
    expect(held()).toBeUndefined();
    release();
    expect(order).toEqual(['a', 'b']);
  });
});

describe('defineElement while the loader holds definitions', () => {
  const meta = (tag: string) => defineMeta({ tag, summary: 'A test element.', schema: v.object({}), attributes: [] });

  it('defines the tag only when the hold is released; without a hold, at once', () => {
    const release = holdDefinitions();
    try {
      defineElement(
        meta('held-element'),
        domView(() => undefined),
      );
      expect(customElements.get('held-element')).toBeUndefined();
    } finally {
      release();
    }
    expect(customElements.get('held-element')).toBeDefined();
    defineElement(
      meta('unheld-element'),
      domView(() => undefined),
    );
    expect(customElements.get('unheld-element')).toBeDefined();
  });

  it('a definition that fails says which tag, and the other held ones are still defined', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const release = holdDefinitions();
    defineElement(
      meta('Not-A-Valid-Name'),
      domView(() => undefined),
    );
    defineElement(
      meta('after-invalid'),
      domView(() => undefined),
    );
    release();
    expect(customElements.get('after-invalid')).toBeDefined();
    expect(error).toHaveBeenCalledWith('<Not-A-Valid-Name> could not be defined', expect.anything());
    error.mockRestore();
  });
});
