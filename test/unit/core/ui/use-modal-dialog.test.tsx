// @vitest-environment happy-dom
/**
 * useModalDialog (src/core/ui/modal-dialog.tsx) in happy-dom with React: the view's state
 * opens and closes the dialog, closes the dialog makes by itself reach the state through onClose,
 * and a dialog that mounts and unmounts with the view is set up and torn down with it.
 */
import { act, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useModalDialog } from '../../../../src/core/ui/modal-dialog.tsx';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

const closes: string[] = [];

function Menu({ shown = true }: { shown?: boolean }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const ref = useModalDialog({
    open,
    opener: toggle,
    closeOnBackdrop: true,
    initialFocus: () => document.getElementById('second'),
    onClose: (value) => {
      closes.push(value);
      setOpen(false);
    },
  });
  return (
    <div>
      <button id="toggle" ref={toggle} aria-expanded={open} onClick={() => setOpen(true)}>
        Open
      </button>
      {shown ? (
        <dialog ref={ref} id="dialog">
          <button id="first" onClick={() => setOpen(false)}>
            Close
          </button>
          <button id="second">Second</button>
        </dialog>
      ) : null}
    </div>
  );
}

function render(shown = true) {
  const host = document.createElement('div');
  document.body.append(host);
  root ??= createRoot(host);
  act(() => root!.render(<Menu shown={shown} />));
}

const $ = (id: string) => document.getElementById(id)!;

describe('useModalDialog', () => {
  it('opens with the state, focuses initialFocus, and closes with it, focus back on the opener', () => {
    render();
    const dialog = $('dialog') as HTMLDialogElement;
    expect(dialog.open).toBe(false);
    act(() => $('toggle').click());
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe($('second'));
    expect(document.documentElement.style.overflow).toBe('hidden');
    act(() => $('first').click());
    expect(dialog.open).toBe(false);
    expect($('toggle').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe($('toggle'));
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('a close the dialog makes itself (Escape, form) sets the state through onClose', () => {
    closes.length = 0;
    render();
    act(() => $('toggle').click());
    act(() => (($('dialog') as HTMLDialogElement).close('escape'), $('dialog').dispatchEvent(new Event('close'))));
    expect($('toggle').getAttribute('aria-expanded')).toBe('false');
    expect(closes).toEqual(['escape']);
  });

  it('a dialog removed while open unlocks the page; one that comes back while the state is open opens', () => {
    render();
    act(() => $('toggle').click());
    render(false);
    expect(document.documentElement.style.overflow).toBe('');
    render(true);
    expect(($('dialog') as HTMLDialogElement).open).toBe(true);
    expect(document.documentElement.style.overflow).toBe('hidden');
  });
});
