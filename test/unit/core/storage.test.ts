// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearStorage, KEPT_LOCAL_KEYS, writeStorage } from '../../../src/core/storage.ts';

// A Storage backed by a Map; `failing` names the methods that throw, as blocked storage does.
function memoryStorage(initial: Record<string, string> = {}, failing: ReadonlyArray<keyof Storage> = []): Storage {
  const data = new Map(Object.entries(initial));
  const guard = (method: keyof Storage) => {
    if (failing.includes(method)) throw new DOMException('blocked', 'SecurityError');
  };
  return {
    get length() {
      guard('length');
      return data.size;
    },
    key: (index: number) => {
      guard('key');
      return [...data.keys()][index] ?? null;
    },
    getItem: (key: string) => {
      guard('getItem');
      return data.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      guard('setItem');
      data.set(key, String(value));
    },
    removeItem: (key: string) => {
      guard('removeItem');
      data.delete(key);
    },
    clear: () => {
      guard('clear');
      data.clear();
    },
  } as Storage;
}

function contents(storage: Storage): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null) out[key] = storage.getItem(key) ?? '';
  }
  return out;
}

const QA = 'qaToolResultsPageMappings';

// site 4.11: logout clears localStorage keeping qaToolResultsPageMappings, and sessionStorage;
// site 3.2 / brain-health 3.3: the QA mapping key survives every clear.
describe('clearStorage', () => {
  it('keeps exactly the QA mapping key', () => {
    expect(KEPT_LOCAL_KEYS).toEqual([QA]);
  });

  it.each([
    // [local before, session before, local after]
    [{ [QA]: '{"a":1}', access_token: 't', ss_token: 's', firstLoginTS: '1' }, { UNAUTHMODAL: 'true' }, { [QA]: '{"a":1}' }],
    [{ access_token: 't', userListData: '[]' }, {}, {}],
    [{ [QA]: '' }, { x: '1' }, { [QA]: '' }], // an empty value is still a value
    [{}, {}, {}],
    // a key that merely resembles the kept one is not kept
    [{ [`${QA}Old`]: '1', qatoolresultspagemappings: '2' }, {}, {}],
  ])('local %j, session %j -> local %j, session empty', (local, session, expected) => {
    const localStore = memoryStorage(local);
    const sessionStore = memoryStorage(session);
    clearStorage(localStore, sessionStore);
    expect(contents(localStore)).toEqual(expected);
    expect(contents(sessionStore)).toEqual({});
  });

  it.each([
    // each failing method of localStorage, alone; sessionStorage must still be cleared
    [['getItem']],
    [['clear']],
    [['setItem']],
    [['clear', 'length']],
    [['getItem', 'setItem', 'clear', 'removeItem', 'key', 'length']],
  ] as Array<[Array<keyof Storage>]>)('local storage failing on %j: no throw, session still cleared', (failing) => {
    const localStore = memoryStorage({ [QA]: 'q', other: 'o' }, failing);
    const sessionStore = memoryStorage({ s: '1' });
    expect(() => clearStorage(localStore, sessionStore)).not.toThrow();
    expect(contents(sessionStore)).toEqual({});
  });

  it('when clear() throws, removes keys one by one, still sparing the kept key', () => {
    const localStore = memoryStorage({ [QA]: 'q', a: '1', b: '2' }, ['clear']);
    clearStorage(localStore, memoryStorage());
    expect(contents(localStore)).toEqual({ [QA]: 'q' });
  });

  it('session storage failing does not stop the local clear', () => {
    const localStore = memoryStorage({ [QA]: 'q', a: '1' });
    expect(() => clearStorage(localStore, memoryStorage({ s: '1' }, ['clear', 'length']))).not.toThrow();
    expect(contents(localStore)).toEqual({ [QA]: 'q' });
  });

  it('accepts missing storages (null)', () => {
    expect(() => clearStorage(null, null)).not.toThrow();
  });

  describe('with the page storages (defaults)', () => {
    afterEach(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });

    it('clears window.localStorage keeping the QA key, and window.sessionStorage', () => {
      window.localStorage.setItem(QA, 'keep');
      window.localStorage.setItem('access_token', 'drop');
      window.sessionStorage.setItem('UNAUTHMODAL', 'drop');
      clearStorage();
      expect(window.localStorage.getItem(QA)).toBe('keep');
      expect(window.localStorage.getItem('access_token')).toBeNull();
      expect(window.sessionStorage.length).toBe(0);
    });

    it('does not throw when even reading window.localStorage throws (sandboxed frame)', () => {
      window.sessionStorage.setItem('UNAUTHMODAL', 'drop');
      const blocked = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
        throw new DOMException('blocked', 'SecurityError');
      });
      expect(() => clearStorage()).not.toThrow();
      expect(blocked).toHaveBeenCalled();
      blocked.mockRestore();
      expect(window.sessionStorage.length).toBe(0);
    });
  });
});

describe("writeStorage (the flows' keys)", () => {
  it('sets and removes each key', () => {
    const storage = memoryStorage({ old: '1', kept: '2' });
    writeStorage(
      storage,
      [
        ['a', 'true'],
        ['b', 'x'],
      ],
      ['old'],
    );
    expect(contents(storage)).toEqual({ kept: '2', a: 'true', b: 'x' });
  });

  it('refused writes are skipped, never thrown; no storage is nothing', () => {
    const blocked = memoryStorage({ old: '1' }, ['setItem', 'removeItem']);
    expect(() => writeStorage(blocked, [['a', 'true']], ['old'])).not.toThrow();
    expect(contents(blocked)).toEqual({ old: '1' });
    expect(() => writeStorage(undefined, [['a', 'true']], ['old'])).not.toThrow();
    expect(() => writeStorage(null, [['a', 'true']])).not.toThrow();
  });

  it('a refused removal does not stop the writes before it', () => {
    const storage = memoryStorage({ old: '1' }, ['removeItem']);
    writeStorage(storage, [['a', 'true']], ['old']);
    expect(contents(storage)).toEqual({ old: '1', a: 'true' });
  });
});
