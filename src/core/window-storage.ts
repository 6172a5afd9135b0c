/**
 * The window's storages, read without throwing: where storage is unavailable (blocked cookies,
 * sandboxed frames, some private modes) even reading `window.localStorage` throws.
 */

/** The window's local or session storage; undefined where reading it throws (blocked storage, sandboxed frames). */
export function windowStorage(
  name: 'localStorage' | 'sessionStorage',
  win: Window | undefined = typeof window === 'undefined' ? undefined : window,
): Storage | undefined {
  try {
    return win?.[name];
  } catch {
    return undefined;
  }
}
