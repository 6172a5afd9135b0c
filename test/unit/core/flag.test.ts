// @vitest-environment node
/**
 * One rule for a boolean config field (issue 12): `flag()` reads a value exactly as `isOn` does
 * (`true`, or 'true' in any case with spaces around). What differs is only which strings a strict
 * flag accepts: anything that is not true, false or blank is a config error, unless the field
 * takes any string (`anyString`, the member strip's free-string switches of site 3.7).
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { describeField, flag } from '../../../src/core/schema.ts';
import { isOn } from '../../../src/core/values.ts';

const strict = v.object({ on: flag(false, 'a switch') });
const loose = v.object({ on: flag(false, 'a free-string switch', { anyString: true }) });

function read(schema: typeof strict | typeof loose, value: unknown): boolean | 'error' {
  const parsed = v.safeParse(schema, { on: value });
  return parsed.success ? parsed.output.on : 'error';
}

// [value, isOn, strict flag, anyString flag]
const ROWS: ReadonlyArray<readonly [unknown, boolean, boolean | 'error', boolean | 'error']> = [
  [true, true, true, true],
  [false, false, false, false],
  ['true', true, true, true],
  ['TRUE', true, true, true],
  ['True', true, true, true],
  ['tRuE', true, true, true],
  [' true ', true, true, true],
  ['\ttrue\n', true, true, true],
  ['false', false, false, false],
  ['FALSE', false, false, false],
  [' False ', false, false, false],
  ['', false, false, false],
  ['   ', false, false, false],
  ['yes', false, 'error', false],
  ['yes please', false, 'error', false],
  ['1', false, 'error', false],
  ['0', false, 'error', false],
  ['on', false, 'error', false],
  ['truee', false, 'error', false],
  ['t rue', false, 'error', false],
  [1, false, 'error', 'error'],
  [null, false, 'error', 'error'],
  [{}, false, 'error', 'error'],
];

describe('isOn and flag() read a switch the same way', () => {
  it.each(ROWS)('%j -> isOn %s, flag %s, flag(anyString) %s', (value, on, strictFlag, looseFlag) => {
    expect(isOn(value)).toBe(on);
    expect(read(strict, value)).toBe(strictFlag);
    expect(read(loose, value)).toBe(looseFlag);
    // Whatever a flag accepts, it reads as isOn does.
    for (const result of [strictFlag, looseFlag]) if (result !== 'error') expect(result).toBe(on);
  });

  it('is the default when absent', () => {
    expect(v.parse(strict, {}).on).toBe(false);
    expect(v.parse(v.object({ on: flag(true, 'x') }), {}).on).toBe(true);
  });

  it('names the offending value in its issue', () => {
    const parsed = v.safeParse(strict, { on: 'maybe' });
    expect(parsed.success).toBe(false);
    const issue = parsed.issues![0]!;
    expect([v.getDotPath(issue), issue.input, issue.message]).toEqual(['on', 'maybe', 'expected true or false']);
  });

  it('is documented as a boolean field', () => {
    expect(describeField(strict.entries.on)).toEqual({ description: 'a switch', type: 'boolean', default: false });
    expect(describeField(loose.entries.on)).toEqual({ description: 'a free-string switch', type: 'boolean', default: false });
  });
});
