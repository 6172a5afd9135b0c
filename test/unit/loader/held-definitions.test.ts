// @vitest-environment happy-dom
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { defineElement, domView, HELD_DEFINITIONS as HARNESS_KEY } from '../../../src/core/element.ts';
import { defineMeta } from '../../../src/core/schema.ts';
import { HELD_DEFINITIONS, holdDefinitions, type HoldDefinition } from '../../../src/loader/held-definitions.ts';

/** The hold, where the harness looks for it. */
const hold = () => (globalThis as unknown as Record<symbol, HoldDefinition | undefined>)[Symbol.for(HELD_DEFINITIONS)];

describe('holdDefinitions', () => {
  it('the loader and the harness use the same key', () => {
    expect(HELD_DEFINITIONS).toBe(HARNESS_KEY);
  });

  it('holds what is given while holding, defines it in order on release, and then stops holding', () => {
    const release = holdDefinitions(['a-tag', 'b-tag', 'c-tag']);
    const order: string[] = [];
    hold()!('a-tag', () => order.push('a'));
    hold()!('b-tag', () => order.push('b'));
    expect(order).toEqual([]);
    release();
    expect(order).toEqual(['a', 'b']);
    expect(hold()).toBeUndefined();
    release();
    expect(order).toEqual(['a', 'b']);
  });

  it('releases as soon as every expected tag has given its definition, in that same call', () => {
    const release = holdDefinitions(['a-tag', 'b-tag']);
    const order: string[] = [];
    hold()!('b-tag', () => order.push('b'));
    hold()!('other-tag', () => order.push('other'));
    expect(order).toEqual([]);
    hold()!('a-tag', () => order.push('a'));
    expect(order).toEqual(['b', 'other', 'a']);
    expect(hold()).toBeUndefined();
    release();
    expect(order).toEqual(['b', 'other', 'a']);
  });

  it('does not hold when no tag is expected', () => {
    holdDefinitions([]);
    expect(hold()).toBeUndefined();
  });

  it('an older hold released after a newer one started leaves the newer one in place', () => {
    const older = holdDefinitions(['a-tag']);
    const newer = holdDefinitions(['a-tag']);
    older();
    expect(hold()).toBeDefined();
    newer();
    expect(hold()).toBeUndefined();
  });
});

describe('defineElement while the loader holds definitions', () => {
  const meta = (tag: string) => defineMeta({ tag, summary: 'A test element.', schema: v.object({}), attributes: [] });

  it('defines the tag only when the hold is released; without a hold, at once', () => {
    const release = holdDefinitions(['held-element', 'never-given']);
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

  it('gives the hold its tag: the last expected element file defines the page at once', () => {
    holdDefinitions(['first-expected', 'last-expected']);
    defineElement(
      meta('first-expected'),
      domView(() => undefined),
    );
    expect(customElements.get('first-expected')).toBeUndefined();
    defineElement(
      meta('last-expected'),
      domView(() => undefined),
    );
    expect(customElements.get('first-expected')).toBeDefined();
    expect(customElements.get('last-expected')).toBeDefined();
  });

  it('a definition that fails says which tag, and the other held ones are still defined', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const release = holdDefinitions(['Not-A-Valid-Name', 'after-invalid', 'never-given']);
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
