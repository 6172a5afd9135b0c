// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inForeignFrame } from '../../../src/core/frames.ts';

/** A window-like object: its own origin and a parent (itself when top level). */
function fakeWindow(origin: string, parent?: 'self' | { origin: string } | 'throws'): Window {
  const win = { location: { origin } } as unknown as { location: { origin: string }; parent: unknown };
  if (parent === undefined || parent === 'self') win.parent = win;
  else if (parent === 'throws')
    win.parent = {
      get location(): never {
        throw new DOMException('Blocked a frame with origin from accessing a cross-origin frame.', 'SecurityError');
      },
    };
  else win.parent = { location: { origin: parent.origin } };
  return win as unknown as Window;
}

describe('inForeignFrame (site 2.2)', () => {
  it.each<[string, () => Window, boolean]>([
    ['top-level page', () => fakeWindow('https://www.example.org'), false],
    ['framed by the same origin', () => fakeWindow('https://www.example.org', { origin: 'https://www.example.org' }), false],
    ['framed by another origin that can be read', () => fakeWindow('https://www.example.org', { origin: 'https://partner.example' }), true],
    ['framed by another origin (reading it throws)', () => fakeWindow('https://www.example.org', 'throws'), true],
    ['framed by another port of the same host', () => fakeWindow('http://localhost:8080', { origin: 'http://localhost:8081' }), true],
  ])('%s -> %s', (_name, win, framed) => {
    expect(inForeignFrame(win())).toBe(framed);
  });
});
