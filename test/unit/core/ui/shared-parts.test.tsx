// @vitest-environment happy-dom
/**
 * The React shared UI parts of src/core/ui in happy-dom: the announcer's three modes, the
 * disclosure's states and keys (uncontrolled, controlled, nested Escape, a non-button), the
 * disclosure on markup already in the page, a part put in its place inside CMS markup, the close
 * button and a host closed for the page view. Focus moves are checked again in Chromium
 * (test/browser/shared-ui.test.ts).
 */
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveRegion, useAnnouncer, type UseAnnouncer } from '../../../../src/core/ui/announcer.tsx';
import { useDisclosure, useDisclosureOnPage } from '../../../../src/core/ui/disclosure.tsx';
import { InPage } from '../../../../src/core/ui/in-page.tsx';
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

  it('takes a role: a status line of its own (the search box)', () => {
    render(<LiveRegion announcer={{ announce() {}, clear() {}, messages: [] }} role="status" />);
    expect(region().getAttribute('role')).toBe('status');
    expect(region().getAttribute('aria-live')).toBe('polite');
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

describe('useDisclosureOnPage (a button and a region the CMS rendered)', () => {
  const key = (target: Element, k: string) => act(() => target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true })));
  function cms(): { link: HTMLAnchorElement; nav: HTMLElement; item: HTMLAnchorElement } {
    document.body.insertAdjacentHTML('beforeend', '<div id="cms"><a href="#nav" id="opener">Menu</a><nav id="nav"><a href="/x" id="item">Item</a></nav></div>');
    return { link: document.querySelector('#opener')!, nav: document.querySelector('#nav')!, item: document.querySelector('#item')! };
  }
  function OnPage({ button, region, initiallyExpanded }: { button: HTMLElement; region: HTMLElement; initiallyExpanded?: boolean }) {
    const d = useDisclosure<HTMLElement>({ closeOnEscape: true, id: region.id || undefined, initiallyExpanded });
    useDisclosureOnPage(d, { button, region });
    return null;
  }

  it('a link becomes the button (role, Tab stop, Enter and Space, no jump) of the region, with its own id', () => {
    const { link, nav } = cms();
    render(<OnPage button={link} region={nav} />);
    expect(link.getAttribute('role')).toBe('button');
    expect(link.getAttribute('tabindex')).toBe('0');
    expect(link.getAttribute('aria-controls')).toBe('nav');
    expect(link.getAttribute('aria-expanded')).toBe('false');
    expect(nav.hidden).toBe(true);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => link.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(link.getAttribute('aria-expanded')).toBe('true');
    expect(nav.hidden).toBe(false);
    key(link, ' ');
    expect(nav.hidden).toBe(true);
    key(link, 'Enter');
    expect(nav.hidden).toBe(false);
  });

  it('Escape in the region closes it with focus on the button; unmounting leaves the markup as it was', () => {
    const { link, nav, item } = cms();
    const before = document.getElementById('cms')!.innerHTML;
    render(<OnPage button={link} region={nav} initiallyExpanded />);
    item.focus();
    key(item, 'Escape');
    expect(link.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(link);
    act(() => root!.unmount());
    root = undefined;
    expect(document.getElementById('cms')!.innerHTML).toBe(before);
  });

  it('a region without an id gets the disclosure one, taken back on unmount', () => {
    const { nav } = cms();
    nav.removeAttribute('id');
    function ViewButton() {
      const d = useDisclosure();
      useDisclosureOnPage(d, { region: nav });
      return (
        <button type="button" id="view-button" {...d.buttonProps}>
          More
        </button>
      );
    }
    render(<ViewButton />);
    const button = document.getElementById('view-button')!;
    expect(nav.id).not.toBe('');
    expect(button.getAttribute('aria-controls')).toBe(nav.id);
    act(() => root!.unmount());
    root = undefined;
    expect(nav.hasAttribute('id')).toBe(false);
    expect(nav.hidden).toBe(false);
  });
});

describe('InPage', () => {
  it('renders a part into CMS markup before a given node, keeps its ref, and removes it on unmount', () => {
    document.body.insertAdjacentHTML('beforeend', '<ul id="list"><li id="item"><a href="/a">A</a><div id="panel">P</div></li></ul>');
    const item = document.getElementById('item')!;
    const panel = document.getElementById('panel')!;
    const seen: Array<HTMLButtonElement | null> = [];
    function More({ label }: { label: string }) {
      return (
        <>
          <InPage parent={item} before={panel}>
            <button type="button" ref={(button) => void seen.push(button)}>
              {label}
            </button>
          </InPage>
          <InPage parent={item}>
            <span id="last">end</span>
          </InPage>
        </>
      );
    }
    render(<More label="More" />);
    expect([...item.children].map((child) => child.localName + (child.id ? `#${child.id}` : ''))).toEqual(['a', 'button', 'div#panel', 'span#last']);
    expect(seen.at(-1)).toBe(item.querySelector('button'));
    act(() => root!.render(<More label="More in A" />));
    expect(item.children[1]!.textContent).toBe('More in A');
    act(() => root!.unmount());
    root = undefined;
    expect(item.innerHTML).toBe('<a href="/a">A</a><div id="panel">P</div>');
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
