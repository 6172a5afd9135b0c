/**
 * The React shared UI parts of src/core/ui in happy-dom: the announcer's three modes, the
 * disclosure's states and keys (uncontrolled, controlled, nested Escape, a non-button), the close
 * button and a host closed for the page view. Focus moves are checked again in Chromium
 * (test/browser/shared-ui.test.ts).
 */
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveRegion, useAnnouncer, type UseAnnouncer } from '../../../../src/core/ui/announcer.tsx';
import { useDisclosure } from '../../../../src/core/ui/disclosure.tsx';
import { CloseButton, useClosableHost } from '../../../../src/core/ui/dismiss.tsx';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
function render(node: React.ReactNode): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  root ??= createRoot(host);
  act(() => root!.render(node));
  return host;
}
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

describe('useAnnouncer and LiveRegion', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  let said: UseAnnouncer;
  function Status({ mode, settle }: { mode?: 'replace' | 'append'; settle?: boolean }) {
    said = useAnnouncer({ mode, settle, delayMs: 100 });
    return <LiveRegion announcer={said} />;
  }
  const region = () => document.querySelector('[aria-live]')!;
  const texts = () => [...region().querySelectorAll('p')].map((p) => p.textContent);

  it('replace: empties at once, sets the messages of one pause together, in order', () => {
    render(<Status />);
    expect(region().getAttribute('aria-live')).toBe('polite');
    act(() => said.announce('3 results'));
    act(() => said.announce('Saved'));
    expect(texts()).toEqual([]);
    act(() => vi.advanceTimersByTime(100));
    expect(texts()).toEqual(['3 results', 'Saved']);
  });

  it('replace: the same message again is a new paragraph (read again)', () => {
    render(<Status />);
    act(() => said.announce('Saved'));
    act(() => vi.advanceTimersByTime(100));
    const first = region().querySelector('p');
    act(() => said.announce('Saved'));
    expect(texts()).toEqual([]);
    act(() => vi.advanceTimersByTime(100));
    expect(texts()).toEqual(['Saved']);
    expect(region().querySelector('p')).not.toBe(first);
  });

  it('settle: only the last message of a burst is set, a pause after it', () => {
    render(<Status settle />);
    act(() => said.announce('Loading'));
    act(() => vi.advanceTimersByTime(60));
    act(() => said.announce('8 results'));
    act(() => vi.advanceTimersByTime(60));
    expect(texts()).toEqual([]);
    act(() => vi.advanceTimersByTime(40));
    expect(texts()).toEqual(['8 results']);
  });

  it('append: each message is added at once and stays until clear; blanks are ignored', () => {
    render(<Status mode="append" />);
    act(() => said.announce('First block'));
    act(() => said.announce('  '));
    act(() => said.announce('First block'));
    expect(texts()).toEqual(['First block', 'First block']);
    act(() => said.clear());
    expect(texts()).toEqual([]);
  });

  it('clear drops a message still waiting', () => {
    render(<Status />);
    act(() => said.announce('Saved'));
    act(() => said.clear());
    act(() => vi.advanceTimersByTime(200));
    expect(texts()).toEqual([]);
  });

  it('is visually hidden through style properties unless visible', () => {
    render(<LiveRegion announcer={{ announce() {}, clear() {}, messages: [] }} politeness="assertive" />);
    expect(region().getAttribute('aria-live')).toBe('assertive');
    expect((region() as HTMLElement).style.position).toBe('absolute');
  });
});

describe('useDisclosure', () => {
  function Panel({ closeOnEscape = true, nested = false }: { closeOnEscape?: boolean; nested?: boolean }) {
    const outer = useDisclosure({ closeOnEscape });
    const inner = useDisclosure({ closeOnEscape, initiallyExpanded: true });
    return (
      <div>
        <button type="button" id="outer" {...outer.buttonProps}>
          Menu
        </button>
        <div {...outer.regionProps}>
          <a href="#x" id="link">
            Link
          </a>
          {nested ? (
            <>
              <button type="button" id="inner" {...inner.buttonProps}>
                More
              </button>
              <div {...inner.regionProps}>
                <a href="#y" id="deep">
                  Deep
                </a>
              </div>
            </>
          ) : null}
        </div>
      </div>
    );
  }
  const byId = (id: string) => document.getElementById(id)!;
  const key = (target: Element, k: string) => act(() => target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true })));

  it('the button controls the region: aria-expanded, aria-controls, hidden', () => {
    render(<Panel />);
    const button = byId('outer');
    const region = byId(button.getAttribute('aria-controls')!);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(region.hidden).toBe(true);
    act(() => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(region.hidden).toBe(false);
    act(() => button.click());
    expect(region.hidden).toBe(true);
  });

  it('Escape inside the region closes it and focuses the button; the innermost open one first', () => {
    render(<Panel nested />);
    act(() => byId('outer').click());
    key(byId('deep'), 'Escape');
    expect(byId('inner').getAttribute('aria-expanded')).toBe('false');
    expect(byId('outer').getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(byId('inner'));
    key(byId('link'), 'Escape');
    expect(byId('outer').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(byId('outer'));
  });

  it('without closeOnEscape, Escape does nothing', () => {
    render(<Panel closeOnEscape={false} />);
    act(() => byId('outer').click());
    key(byId('link'), 'Escape');
    expect(byId('outer').getAttribute('aria-expanded')).toBe('true');
  });

  it('controlled: follows `expanded` and reports the asked-for state', () => {
    const asked: boolean[] = [];
    function Controlled() {
      const [open, setOpen] = useState(false);
      const d = useDisclosure({ expanded: open, onExpandedChange: (next) => (asked.push(next), setOpen(next)), manageHidden: false });
      return (
        <>
          <button type="button" id="b" {...d.buttonProps}>
            Toggle
          </button>
          <div {...d.regionProps} />
        </>
      );
    }
    render(<Controlled />);
    act(() => byId('b').click());
    expect(asked).toEqual([true]);
    expect(byId('b').getAttribute('aria-expanded')).toBe('true');
    expect(byId(byId('b').getAttribute('aria-controls')!).hasAttribute('hidden')).toBe(false);
  });

  it('closeOnOutsidePress: a press outside the button and the region closes it, focus stays; a press inside does not', () => {
    function Tip() {
      const d = useDisclosure({ closeOnOutsidePress: true });
      return (
        <>
          <button type="button" id="b" {...d.buttonProps}>
            Save
          </button>
          <div {...d.regionProps}>
            <a href="#login" id="in">
              Log in
            </a>
          </div>
          <button type="button" id="elsewhere">
            Elsewhere
          </button>
        </>
      );
    }
    render(<Tip />);
    const press = (target: Element) => act(() => target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    act(() => byId('b').click());
    press(byId('in'));
    press(byId('b'));
    expect(byId('b').getAttribute('aria-expanded')).toBe('true');
    byId('in').focus();
    press(byId('elsewhere'));
    expect(byId('b').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(byId('in'));
    // Closed, it listens no more: a later press changes nothing.
    press(byId('elsewhere'));
    expect(byId('b').getAttribute('aria-expanded')).toBe('false');
  });

  it('a non-button answers Enter and Space as a button', () => {
    function Summary() {
      const d = useDisclosure<HTMLSpanElement>();
      return (
        <>
          <span id="s" {...d.buttonProps} {...d.nonNativeButtonProps}>
            Details
          </span>
          <div {...d.regionProps} />
        </>
      );
    }
    render(<Summary />);
    const s = byId('s');
    expect(s.getAttribute('role')).toBe('button');
    expect(s.tabIndex).toBe(0);
    key(s, 'Enter');
    expect(s.getAttribute('aria-expanded')).toBe('true');
    key(s, ' ');
    expect(s.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('CloseButton and useClosableHost', () => {
  it('the close button is named by its label, the cross hidden', () => {
    render(<CloseButton label="Close banner" className="x__close" onClick={() => {}} />);
    const button = document.querySelector('button')!;
    expect(button.getAttribute('aria-label')).toBe('Close banner');
    expect(button.className).toBe('dismiss-close x__close');
    expect(button.querySelector('[aria-hidden="true"]')?.textContent).toBe('\u00d7');
  });

  it('closing hides the host for the page view: a re-mount stays closed', () => {
    const host = document.createElement('aside');
    document.body.append(host);
    function Banner() {
      const { closed, close } = useClosableHost(host);
      return closed ? null : <CloseButton label="Close" onClick={close} />;
    }
    render(<Banner />);
    act(() => document.querySelector('button')!.click());
    expect(host.hidden).toBe(true);
    act(() => root!.unmount());
    root = undefined;
    host.hidden = false;
    render(<Banner />);
    expect(host.hidden).toBe(true);
    expect(document.querySelector('button')).toBeNull();
  });
});
