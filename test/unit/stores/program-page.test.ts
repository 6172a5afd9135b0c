// @vitest-environment happy-dom
/**
 * The programme page's settings as the small elements read them (src/stores/program-page.ts;
 * CONTRACT 4c): the first program-gate's JSON, leniently (never throws; the defaults otherwise).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readProgramPage } from '../../../src/stores/program-page.ts';

const gate = (json: string) => `<program-gate><script type="application/json">${json}</script></program-gate>`;

afterEach(() => document.body.replaceChildren());

describe('readProgramPage', () => {
  it.each([
    ['no program-gate', '', false],
    ['vendorMode true', gate('{ "vendorMode": true }'), true],
    ["vendorMode 'true' (a CMS string)", gate('{ "vendorMode": "TRUE " }'), true],
    ['vendorMode false', gate('{ "vendorMode": false }'), false],
    ["vendorMode 'yes'", gate('{ "vendorMode": "yes" }'), false],
    ['JSON that does not parse', gate('{ "vendorMode": tru'), false],
    ['an array', gate('[true]'), false],
    ['null', gate('null'), false],
    ['an empty script', gate(''), false],
    ['only the first gate counts', gate('{ "vendorMode": false }') + gate('{ "vendorMode": true }'), false],
    ['a script not directly inside the gate', '<program-gate><div><script type="application/json">{ "vendorMode": true }</script></div></program-gate>', false],
  ])('%s -> vendorMode %s', (_name, markup, vendorMode) => {
    document.body.innerHTML = markup;
    expect(readProgramPage(document)).toEqual({ vendorMode });
  });
});
