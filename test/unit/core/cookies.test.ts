// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, readCookie } from '../../../src/core/cookies.ts';
import { writeCookie } from '../../../src/core/cookie-write.ts';

// A document stand-in that records every string assigned to document.cookie, so the exact
// cookie text (path, expiry, flags) can be checked.
function recordingDocument(protocol = 'https:'): { doc: Document; written: string[] } {
  const written: string[] = [];
  const doc = {
    location: { protocol },
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
  return { doc: doc as unknown as Document, written };
}

// site 9 / CONTRACT 3: cookies are read by name, values URI-encoded (the 'at' cookie is
// encodeURIComponent(JSON.stringify(...))).
describe('readCookie', () => {
  const jar = 'cat=meow; at=%7B%22ms%22%3A%220%22%7D; fedid=u123; token=a=b=c;  spaced  =  x y  ; empty=; flag';
  it.each([
    // present, decoded
    ['at', jar, '{"ms":"0"}'],
    ['fedid', jar, 'u123'],
    // a name that is the end of another name ('at' vs 'cat') or its start ('fed' vs 'fedid')
    ['cat', jar, 'meow'],
    ['fed', jar, undefined],
    ['a', jar, undefined],
    // '=' inside the value belongs to the value
    ['token', jar, 'a=b=c'],
    // whitespace around names and values is not part of them
    ['spaced', jar, 'x y'],
    // present but empty, and present without '=' at all
    ['empty', jar, ''],
    ['flag', jar, ''],
    // absent
    ['missing', jar, undefined],
    ['at', '', undefined],
    // names are case-sensitive, as in browsers
    ['AT', jar, undefined],
    // a value that is not valid percent-encoding is returned raw, not thrown on
    ['bad', 'bad=%E0%A4%A', '%E0%A4%A'],
    // '+' is not a space in cookies
    ['plus', 'plus=a+b', 'a+b'],
    // the first of two equal names wins (browsers list the most specific path first)
    ['dup', 'dup=first; dup=second', 'first'],
  ] as const)('%s in %j -> %j', (name, cookies, expected) => {
    expect(readCookie(name, cookies)).toBe(expected);
  });

  it('never throws on a cookie string that is not a string', () => {
    expect(readCookie('at', null as unknown as string)).toBeUndefined();
    expect(readCookie('at', undefined as unknown as string)).toBeUndefined();
  });
});

// site 9 "Cookies are set by number of days, with path /"; brain-health 3.2 the same.
describe('writeCookie', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    // days -> expires, from a fixed now of 2026-01-01T00:00:00Z
    [1, 'Fri, 02 Jan 2026 00:00:00 GMT'], // the balance cookie: 86400 s (site 9)
    [7, 'Thu, 08 Jan 2026 00:00:00 GMT'],
    [365, 'Fri, 01 Jan 2027 00:00:00 GMT'],
    [0.5, 'Thu, 01 Jan 2026 12:00:00 GMT'],
    [0, 'Thu, 01 Jan 2026 00:00:00 GMT'],
    [-1, 'Wed, 31 Dec 2025 00:00:00 GMT'],
  ])('%d days -> expires=%s, path=/', (days, expires) => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const { doc, written } = recordingDocument();
    writeCookie('n', 'v', days, doc);
    expect(written).toEqual([`n=v; path=/; expires=${expires}; secure; samesite=lax`]);
  });

  it.each([
    // no days (or days that are not a number) -> a session cookie: no expires at all
    [undefined],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [1e12],
  ])('days %s -> session cookie', (days) => {
    const { doc, written } = recordingDocument();
    writeCookie('n', 'v', days, doc);
    expect(written).toEqual(['n=v; path=/; secure; samesite=lax']);
  });

  it.each([
    // values are URI-encoded so ';', '=', spaces and JSON survive
    ['a b', 'a%20b'],
    ['x;y=z', 'x%3By%3Dz'],
    ['{"ms":"0"}', '%7B%22ms%22%3A%220%22%7D'],
    ['ñ', '%C3%B1'],
    ['', ''],
  ])('value %j is written as %s', (value, encoded) => {
    const { doc, written } = recordingDocument();
    writeCookie('n', value, undefined, doc);
    expect(written[0]?.startsWith(`n=${encoded}; path=/`)).toBe(true);
  });

  it.each([
    ['https:', true],
    ['http:', false],
  ])('on %s the secure flag is %s', (protocol, secure) => {
    const { doc, written } = recordingDocument(protocol);
    writeCookie('n', 'v', undefined, doc);
    expect(written[0]?.includes('; secure')).toBe(secure);
  });

  it('round-trips through the real document cookie jar', () => {
    writeCookie('roundTrip', 'a b=c;d', 1);
    expect(readCookie('roundTrip', document.cookie)).toBe('a b=c;d');
    deleteCookie('roundTrip');
    expect(readCookie('roundTrip', document.cookie)).toBeUndefined();
  });
});

describe('deleteCookie', () => {
  it('expires the cookie in the past on path /', () => {
    const { doc, written } = recordingDocument();
    deleteCookie('at', doc);
    expect(written).toEqual(['at=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT']);
  });

  it('removes only that cookie', () => {
    writeCookie('keep', '1');
    writeCookie('drop', '2');
    deleteCookie('drop');
    expect(readCookie('keep', document.cookie)).toBe('1');
    expect(readCookie('drop', document.cookie)).toBeUndefined();
    deleteCookie('keep');
  });
});
