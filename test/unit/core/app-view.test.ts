// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { APP_VIEW_SESSION_KEY, appViewValues, isAppWebView, queryMarksAppView } from '../../../src/core/app-view.ts';

// A minimal sessionStorage; `failing` makes every method throw, as blocked storage does.
function memoryStorage(failing = false): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  const guard = () => {
    if (failing) throw new DOMException('blocked', 'SecurityError');
  };
  return {
    data,
    get length() {
      guard();
      return data.size;
    },
    key: (index: number) => {
      guard();
      return [...data.keys()][index] ?? null;
    },
    getItem: (key: string) => {
      guard();
      return data.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      guard();
      data.set(key, value);
    },
    removeItem: (key: string) => {
      guard();
      data.delete(key);
    },
    clear: () => {
      guard();
      data.clear();
    },
  } as Storage & { data: Map<string, string> };
}

// A window stand-in: the query, a sessionStorage and a document (for #site-config).
function fakeWindow(search: string, storage: Storage, doc: Document = document.implementation.createHTMLDocument()): Window {
  return { location: { search }, sessionStorage: storage, document: doc } as unknown as Window;
}

function documentWithConfig(config: object): Document {
  const doc = document.implementation.createHTMLDocument();
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = 'site-config';
  script.textContent = JSON.stringify(config);
  doc.head.append(script);
  return doc;
}

// site 2.2: "Query parameter EXP with value {product}_app or {brand}_now marks an app web view.
// This is remembered for the session." (brain-health 2.4 and 3.3 likewise.)
describe('queryMarksAppView (site 2.2)', () => {
  it.each([
    ['?EXP=staysharp_app', true], // {product}_app
    ['?EXP=member_now', true], // {brand}_now
    ['?other=1&EXP=member_now', true],
    ['EXP=member_now', true], // without the '?'
    ['?EXP=STAYSHARP_APP', true], // values compare without case
    ['?EXP=%20member_now%20', true], // surrounding spaces are not part of the value
    // the wrong pairing of name and ending does not count
    ['?EXP=member_app', false],
    ['?EXP=staysharp_now', false],
    // other values and shapes
    ['?EXP=member_now_extra', false],
    ['?EXP=xmember_now', false],
    ['?EXP=web', false],
    ['?EXP=', false],
    ['?exp=member_now', false], // the parameter is named EXP
    ['?EXPX=member_now', false],
    ['', false],
  ])('%j -> %s', (search, expected) => {
    expect(queryMarksAppView(search, 'member', 'staysharp')).toBe(expected);
  });

  it.each([
    // a blank brand or product must not make '_now' / '_app' an app value
    ['?EXP=_now', '', 'staysharp', false],
    ['?EXP=_app', 'member', '', false],
    ['?EXP=_app', '', '', false],
    ['?EXP=staysharp_app', '', 'staysharp', true],
  ])('%j with brand %j, product %j -> %s', (search, brand, product, expected) => {
    expect(queryMarksAppView(search, brand, product)).toBe(expected);
  });

  it('lists the two values, product first', () => {
    expect(appViewValues('member', 'staysharp')).toEqual(['staysharp_app', 'member_now']);
    expect(appViewValues(' ', '')).toEqual([]);
  });
});

describe('isAppWebView: remembered for the session (site 2.2)', () => {
  it.each([
    // [first page query, later page query, first result, later result]
    ['?EXP=staysharp_app', '', true, true],
    ['?EXP=member_now', '?x=1', true, true],
    ['?EXP=member_now', '?EXP=web', true, true], // another value does not switch it off
    ['?EXP=web', '', false, false], // other values are not remembered
    ['', '', false, false],
    ['', '?EXP=member_now', false, true],
  ])('%j then %j -> %s then %s', (first, later, firstResult, laterResult) => {
    const storage = memoryStorage();
    expect(isAppWebView(fakeWindow(first, storage), 'member', 'staysharp')).toBe(firstResult);
    expect(isAppWebView(fakeWindow(later, storage), 'member', 'staysharp')).toBe(laterResult);
  });

  it('stores the flag under its session key', () => {
    const storage = memoryStorage();
    isAppWebView(fakeWindow('?EXP=member_now', storage), 'member', 'staysharp');
    expect(storage.data.get(APP_VIEW_SESSION_KEY)).toBe('true');
  });

  it('a new session (empty storage) starts as a normal view', () => {
    isAppWebView(fakeWindow('?EXP=member_now', memoryStorage()), 'member', 'staysharp');
    expect(isAppWebView(fakeWindow('', memoryStorage()), 'member', 'staysharp')).toBe(false);
  });

  it.each([
    // storage that throws: the query still counts; without it the answer is "not app"
    ['?EXP=member_now', true],
    ['', false],
  ])('throwing storage, query %j -> %s', (search, expected) => {
    expect(isAppWebView(fakeWindow(search, memoryStorage(true)), 'member', 'staysharp')).toBe(expected);
  });

  it('a sessionStorage getter that throws (sandboxed frame) does not break it', () => {
    const blockedWindow = (search: string) =>
      ({
        location: { search },
        document,
        get sessionStorage(): Storage {
          throw new DOMException('blocked', 'SecurityError');
        },
      }) as unknown as Window;
    expect(isAppWebView(blockedWindow('?EXP=member_now'), 'member', 'staysharp')).toBe(true);
    expect(isAppWebView(blockedWindow(''), 'member', 'staysharp')).toBe(false);
  });
});

describe('isAppWebView: brand and product from #site-config', () => {
  const doc = () => documentWithConfig({ brand: 'acme', product: 'brainy' });
  it.each([
    // [query, brand given, product given, expected]
    ['?EXP=brainy_app', undefined, undefined, true],
    ['?EXP=acme_now', undefined, undefined, true],
    ['?EXP=member_now', undefined, undefined, false], // the default brand is not this page's
    // a single name given wins on its own; the other still comes from the page config
    ['?EXP=brainy_app', 'other', undefined, true],
    ['?EXP=other_now', 'other', undefined, true],
    ['?EXP=acme_now', 'other', undefined, false],
    ['?EXP=acme_now', undefined, 'thing', true],
    ['?EXP=thing_app', undefined, 'thing', true],
  ])('%j (brand %s, product %s) -> %s', (search, brand, product, expected) => {
    expect(isAppWebView(fakeWindow(search, memoryStorage(), doc()), brand, product)).toBe(expected);
  });
});
