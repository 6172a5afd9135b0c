import { describe, expect, it } from 'vitest';
import { readCookie } from '../../../src/core/cookies.ts';
import { AUTH_COOKIE_KEYS, MAX_COOKIE_TEXT, parseAuthCookie, parseEvs, parseUfo } from '../../../src/domain/auth-cookie.ts';

const FULL = {
  p: '20001',
  me: '2027-03-01T05:00Z',
  ms: '0',
  cid: '123456',
  u: 'user-1',
  e: 'jo@example.org',
  email: 'jo@example.org',
  mj: '2019-03-01',
  ftr: 'N',
  a: 'jo.smith',
  us: 'Maryland',
  f: 'Jo',
  li: 'https://community.example.org/jo',
  mar: 'Y',
  ss: '0',
  rs: 'Y',
};

// CONTRACT 3 / site 3.1: the cookie is encodeURIComponent(JSON.stringify({...})) with the keys of
// site 3.1 (brain-health 3.2 adds nothing new). readCookie hands the value over decoded once.
describe('parseAuthCookie: the contract encoding keeps every key of site 3.1', () => {
  it('reads every key from the JSON form', () => {
    expect(parseAuthCookie(JSON.stringify(FULL))).toEqual(FULL);
    expect(Object.keys(FULL).sort()).toEqual([...AUTH_COOKIE_KEYS].sort());
  });

  it.each(AUTH_COOKIE_KEYS.map((key) => [key]))('keeps key %s on its own', (key) => {
    expect(parseAuthCookie(JSON.stringify({ [key]: 'v' }))).toEqual({ [key]: 'v' });
  });

  it('reads the cookie as a page has it, through readCookie', () => {
    const cookieString = `other=1; at=${encodeURIComponent(JSON.stringify({ ms: '0', f: 'José' }))}; x=2`;
    expect(parseAuthCookie(readCookie('at', cookieString))).toEqual({ ms: '0', f: 'José' });
  });
});

// CONTRACT 3: "parsers also accept the key=value&key=value form"; we also take a value still
// URI-encoded (decoded at most twice in all) and a JSON string wrapping the JSON once.
describe('parseAuthCookie: the other encodings', () => {
  const json = JSON.stringify({ ms: '5', f: 'Ana', me: '2026-12-31' });
  it.each([
    ['JSON, decoded by readCookie', json, { ms: '5', f: 'Ana', me: '2026-12-31' }],
    ['JSON still encoded once', encodeURIComponent(json), { ms: '5', f: 'Ana', me: '2026-12-31' }],
    ['JSON encoded twice', encodeURIComponent(encodeURIComponent(json)), { ms: '5', f: 'Ana', me: '2026-12-31' }],
    ['JSON stringified twice', JSON.stringify(json), { ms: '5', f: 'Ana', me: '2026-12-31' }],
    ['JSON stringified twice and encoded', encodeURIComponent(JSON.stringify(json)), { ms: '5', f: 'Ana', me: '2026-12-31' }],
    ['pairs', 'ms=0&f=Jo&mar=Y', { ms: '0', f: 'Jo', mar: 'Y' }],
    ['pairs with encoded values', 'me=2027-03-01T05%3A00Z&f=Jos%C3%A9&e=a%2Bb%40x.org', { me: '2027-03-01T05:00Z', f: 'José', e: 'a+b@x.org' }],
    ['pairs encoded as a whole', encodeURIComponent('ms=1&rs=Y'), { ms: '1', rs: 'Y' }],
    ['pairs encoded twice', encodeURIComponent(encodeURIComponent('ms=1&rs=Y')), { ms: '1', rs: 'Y' }],
    ['pairs: a plus sign stays a plus sign', 'email=a+b@x.org', { email: 'a+b@x.org' }],
    ['pairs: first of a repeated key wins', 'ms=0&ms=5', { ms: '0' }],
    ['pairs: an empty value is kept', 'ms=&f=Jo', { ms: '', f: 'Jo' }],
    ['pairs: parts without a name or "=" are skipped', '=x&ms&f=Jo&&', { f: 'Jo' }],
    ['pairs: a bad escape keeps the text', 'f=Jo%E0%A4&ms=0', { f: 'Jo%E0%A4', ms: '0' }],
    ['surrounding spaces', `  ${json}  `, { ms: '5', f: 'Ana', me: '2026-12-31' }],
  ])('%s', (_label, raw, expected) => {
    expect(parseAuthCookie(raw)).toEqual(expected);
  });

  it('decodes at most twice: a value encoded three times is absent', () => {
    const thrice = encodeURIComponent(encodeURIComponent(encodeURIComponent(json)));
    expect(parseAuthCookie(thrice)).toBeUndefined();
  });
});

// CONTRACT 3: only the known keys, every value a string; numbers and booleans become text,
// anything else is dropped; key names are exact.
describe('parseAuthCookie: values and keys', () => {
  it.each([
    ['a number code becomes text', '{"ms":0,"f":"Jo"}', { ms: '0', f: 'Jo' }],
    ['a decimal number becomes text', '{"cid":12.5}', { cid: '12.5' }],
    ['a boolean becomes text', '{"rs":true,"mar":false}', { rs: 'true', mar: 'false' }],
    ['null is dropped', '{"ms":null,"f":"Jo"}', { f: 'Jo' }],
    ['an object is dropped', '{"ms":{"code":"0"},"f":"Jo"}', { f: 'Jo' }],
    ['an array is dropped', '{"ms":["0"],"f":"Jo"}', { f: 'Jo' }],
    ['unknown keys are dropped', '{"ms":"1","token":"secret","F":"x"}', { ms: '1' }],
    ['values are kept as written (not trimmed)', '{"f":" Jo ","ms":" 0 "}', { f: ' Jo ', ms: ' 0 ' }],
    ['e and email are both kept', '{"e":"a@x.org","email":"b@x.org"}', { e: 'a@x.org', email: 'b@x.org' }],
    ['deep nesting elsewhere does not matter', `{"ms":"0","x":${'['.repeat(2000)}${']'.repeat(2000)}}`, { ms: '0' }],
  ])('%s', (_label, raw, expected) => {
    expect(parseAuthCookie(raw)).toEqual(expected);
  });

  it('returns a plain object whose only keys are the ones found', () => {
    const at = parseAuthCookie('{"ms":"0"}');
    expect(Object.keys(at ?? {})).toEqual(['ms']);
  });
});

// CONTRACT 3: "a cookie that parses to nothing is treated as absent"; never an exception.
describe('parseAuthCookie: what parses to nothing is absent', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a number', 42],
    ['a boolean', true],
    ['an array value', ['ms=0']],
    ['empty', ''],
    ['spaces', '   '],
    ['garbage', 'garbage'],
    ['truncated JSON', '{"ms":"0","f":"Jo'],
    ['truncated encoded JSON', encodeURIComponent('{"ms":"0","f":"Jo').slice(0, 20)],
    ['a JSON array', '[{"ms":"0"}]'],
    ['a JSON array, encoded', encodeURIComponent('[{"ms":"0"}]')],
    ['a JSON number', '123'],
    ['JSON null', 'null'],
    ['JSON true', 'true'],
    ['a JSON string that is not JSON', '"just text"'],
    ['a JSON string wrapped twice', JSON.stringify(JSON.stringify(JSON.stringify({ ms: '0' })))],
    ['an empty object', '{}'],
    ['only unknown keys', '{"foo":"1","bar":2}'],
    ['pairs with only unknown keys', 'foo=1&bar=2'],
    ['a malformed escape', '%E0%A4%A'],
    ['a lone percent sign', '%'],
    ['braces', '{{{'],
    ['base64-looking text', 'eyJtcyI6IjAifQ=='],
    ['the string "undefined"', 'undefined'],
  ])('%s -> undefined', (_label, raw) => {
    expect(parseAuthCookie(raw)).toBeUndefined();
  });

  it('ignores text longer than the cap, even when it is valid', () => {
    const padding = 'x'.repeat(MAX_COOKIE_TEXT);
    expect(parseAuthCookie(JSON.stringify({ ms: '0', li: padding }))).toBeUndefined();
    expect(parseAuthCookie('a'.repeat(1_000_000))).toBeUndefined();
    const justUnder = JSON.stringify({ ms: '0', li: 'x'.repeat(MAX_COOKIE_TEXT - 30) });
    expect(justUnder.length).toBeLessThanOrEqual(MAX_COOKIE_TEXT);
    expect(parseAuthCookie(justUnder)?.ms).toBe('0');
  });
});

// Hostile values: __proto__ / constructor keys must not reach any prototype.
describe('parseAuthCookie: hostile keys', () => {
  it.each([
    ['JSON __proto__', '{"__proto__":{"ms":"0","polluted":"yes"},"f":"Jo"}'],
    ['JSON constructor.prototype', '{"constructor":{"prototype":{"polluted":"yes"}},"f":"Jo"}'],
    ['pairs __proto__', '__proto__=yes&polluted=yes&f=Jo'],
    ['pairs __proto__[polluted]', '__proto__%5Bpolluted%5D=yes&f=Jo'],
    ['pairs constructor', 'constructor=yes&f=Jo'],
  ])('%s: only the known keys, nothing polluted', (_label, raw) => {
    const at = parseAuthCookie(raw);
    expect(at).toEqual({ f: 'Jo' });
    expect(Object.getPrototypeOf(at)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(({} as Record<string, unknown>)['ms']).toBeUndefined();
  });

  it('does not read a key inherited from a polluted prototype', () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto['ms'] = '0';
    try {
      expect(parseAuthCookie('{"f":"Jo"}')).toEqual({ f: 'Jo' });
      expect(parseAuthCookie('f=Jo')).toEqual({ f: 'Jo' });
    } finally {
      delete proto['ms'];
    }
  });
});

// Site 3.2: ufo, field p; same two encodings.
describe('parseUfo', () => {
  it.each([
    ['JSON', '{"p":"20001"}', { p: '20001' }],
    ['JSON encoded', encodeURIComponent('{"p":"20001"}'), { p: '20001' }],
    ['pairs', 'p=20001', { p: '20001' }],
    ['pairs with other keys', 'x=1&p=20001&ms=0', { p: '20001' }],
    ['a number', '{"p":20001}', { p: '20001' }],
    ['no p', '{"q":"1"}', undefined],
    ['garbage', 'garbage', undefined],
    ['truncated', '{"p":"2', undefined],
    ['undefined', undefined, undefined],
    ['an array', '["p"]', undefined],
  ])('%s', (_label, raw, expected) => {
    expect(parseUfo(raw)).toEqual(expected);
  });
});

// Brain-health 3.2: evs (email verification), fields status and popup, stored either as a
// key=value& string or as an object.
describe('parseEvs', () => {
  it.each([
    ['a key=value& string', 'status=P&popup=true', { status: 'P', popup: 'true' }],
    ['an encoded string', encodeURIComponent('status=Q&popup=false'), { status: 'Q', popup: 'false' }],
    ['an object', { status: 'Q', popup: true }, { status: 'Q', popup: 'true' }],
    ['an object with extra fields', { status: 'V', popup: false, other: 1 }, { status: 'V', popup: 'false' }],
    ['JSON text', '{"status":"P","popup":true}', { status: 'P', popup: 'true' }],
    ['only status', 'status=P', { status: 'P' }],
    ['an object with a wrong-typed field', { status: { x: 1 }, popup: true }, { popup: 'true' }],
    ['an object with __proto__', JSON.parse('{"__proto__":{"status":"P"},"popup":"true"}') as unknown, { popup: 'true' }],
    ['no known field', 'foo=bar', undefined],
    ['an empty object', {}, undefined],
    ['an array', [{ status: 'P' }], undefined],
    ['null', null, undefined],
    ['garbage', '%%%', undefined],
  ])('%s', (_label, raw, expected) => {
    expect(parseEvs(raw)).toEqual(expected);
  });

  it('never throws on an object whose getter throws', () => {
    const hostile = Object.defineProperty({}, 'status', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(parseEvs(hostile)).toBeUndefined();
  });
});
