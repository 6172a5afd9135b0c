// @vitest-environment happy-dom
/**
 * The modal dialog (src/core/dom/modal-dialog.ts) in happy-dom: what it adds to the native
 * <dialog> (focus in and back, Tab wrapping, the counted scroll lock, the backdrop click, one
 * onClose per close) and the tabbable query. What only a browser does (inert page, Escape,
 * real Tab order, hit testing of the backdrop) is in test/browser/modal-dialog.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createModalDialog as create, lockScroll, tabbables, type ModalDialog, type ModalDialogOptions } from '../../../../src/core/dom/modal-dialog.ts';

/** Every dialog a test makes is destroyed after it, so no scroll lock outlives its test. */
const made: ModalDialog[] = [];
const createModalDialog = (dialog: HTMLDialogElement, options?: ModalDialogOptions) => {
  const modal = create(dialog, options);
  made.push(modal);
  return modal;
};

function page(inner = '<button id="first">First</button><a id="link" href="/x">Link</a><button id="last">Last</button>') {
  document.body.innerHTML = `<button id="opener">Open</button><main><p>Page</p></main><dialog id="dialog">${inner}</dialog>`;
  const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
  return { $, dialog: $<HTMLDialogElement>('dialog'), opener: $('opener') };
}

const tab = (target: Element, shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
};

afterEach(() => {
  for (const modal of made.splice(0)) modal.destroy();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('style');
});

describe('createModalDialog', () => {
  it('opens as a modal, focuses the first tabbable element, and gives focus back to the opener on close', () => {
    const { $, dialog, opener } = page();
    const onClose = vi.fn();
    const modal = createModalDialog(dialog, { onClose });
    opener.focus();
    modal.open();
    expect(modal.isOpen).toBe(true);
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe($('first'));
    modal.close('done');
    expect(modal.isOpen).toBe(false);
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(opener);
    expect(onClose.mock.calls).toEqual([['done']]);
  });

  it('focuses initialFocus when given, and the opener passed to open on close', () => {
    const { $, dialog } = page();
    const other = document.createElement('button');
    document.body.append(other);
    const modal = createModalDialog(dialog, { initialFocus: () => $('last') });
    modal.open(other);
    expect(document.activeElement).toBe($('last'));
    modal.close();
    expect(document.activeElement).toBe(other);
  });

  it('focuses the dialog itself when nothing inside can take focus', () => {
    const { dialog } = page('<p>Only text</p><button disabled>Off</button>');
    const modal = createModalDialog(dialog);
    modal.open();
    expect(document.activeElement).toBe(dialog);
    expect(dialog.tabIndex).toBe(-1);
  });

  it('calls onClose once for a close the dialog did itself (Escape, form method=dialog)', () => {
    const { dialog, opener } = page();
    const onClose = vi.fn();
    const modal = createModalDialog(dialog, { onClose });
    modal.open(opener);
    dialog.close('escape');
    dialog.dispatchEvent(new Event('close'));
    expect(modal.isOpen).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
  });

  it('opening twice or closing a closed dialog changes nothing', () => {
    const { dialog } = page();
    const onClose = vi.fn();
    const modal = createModalDialog(dialog, { onClose });
    modal.close();
    modal.open();
    modal.open();
    expect(document.documentElement.style.overflow).toBe('hidden');
    modal.close();
    modal.close();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('locks the page scroll while open and restores what <html> had', () => {
    const { dialog } = page();
    document.documentElement.style.overflow = 'clip';
    const modal = createModalDialog(dialog);
    modal.open();
    expect(document.documentElement.style.overflow).toBe('hidden');
    modal.close();
    expect(document.documentElement.style.overflow).toBe('clip');
  });

  it('nested dialogs: the page scrolls again only when the last one closes, and each gives focus back to its own opener', () => {
    const { $, dialog } = page('<button id="inner-opener">More</button><dialog id="inner"><button id="inner-button">Ok</button></dialog>');
    const outer = createModalDialog(dialog);
    const inner = createModalDialog($<HTMLDialogElement>('inner'));
    outer.open($('opener'));
    expect(document.activeElement).toBe($('inner-opener'));
    inner.open();
    expect(document.activeElement).toBe($('inner-button'));
    outer.close();
    expect(document.documentElement.style.overflow).toBe('hidden');
    inner.close();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('Tab from the last element goes to the first, Shift+Tab from the first to the last', () => {
    const { $, dialog } = page();
    const modal = createModalDialog(dialog);
    modal.open();
    $('last').focus();
    expect(tab($('last'))).toBe(true);
    expect(document.activeElement).toBe($('first'));
    expect(tab($('first'), true)).toBe(true);
    expect(document.activeElement).toBe($('last'));
    // In between, the browser moves focus as usual.
    $('first').focus();
    expect(tab($('first'))).toBe(false);
    $('last').focus();
    expect(tab($('last'), true)).toBe(false);
  });

  it('Tab with focus on the dialog itself goes in; with nothing tabbable, focus stays', () => {
    const one = page();
    const modal = createModalDialog(one.dialog);
    modal.open();
    one.dialog.tabIndex = -1;
    one.dialog.focus();
    expect(tab(one.dialog, true)).toBe(true);
    expect(document.activeElement).toBe(one.$('last'));
    modal.destroy();
    const empty = page('<p>Nothing</p>');
    createModalDialog(empty.dialog).open();
    expect(tab(empty.dialog)).toBe(true);
    expect(document.activeElement).toBe(empty.dialog);
  });

  it('closes on a click that starts and ends on the backdrop, when asked to', () => {
    const { $, dialog } = page();
    vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 100, y: 100, width: 200, height: 200 }));
    const onClose = vi.fn();
    const modal = createModalDialog(dialog, { closeOnBackdrop: true, onClose });
    const press = (target: Element, x: number, y: number, up = target) => {
      target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: x, clientY: y }));
      up.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: x, clientY: y }));
    };
    modal.open();
    press(dialog, 150, 150); // the dialog's own padding, inside its box
    press($('first'), 150, 150);
    press(dialog, 50, 50, $('first'));
    expect(modal.isOpen).toBe(true);
    // A press on the content released on the backdrop (the click goes to the dialog): not a backdrop click.
    $('first').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: 150, clientY: 150 }));
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 50, clientY: 50 }));
    expect(modal.isOpen).toBe(true);
    press(dialog, 50, 50);
    expect(modal.isOpen).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores backdrop clicks unless closeOnBackdrop', () => {
    const { dialog } = page();
    const modal = createModalDialog(dialog);
    modal.open();
    dialog.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: 5000, clientY: 5000 }));
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 5000, clientY: 5000 }));
    expect(modal.isOpen).toBe(true);
  });

  it('destroy closes an open dialog and unlocks the page without calling onClose', () => {
    const { dialog } = page();
    const onClose = vi.fn();
    const modal = createModalDialog(dialog, { onClose });
    modal.open();
    modal.destroy();
    expect(dialog.open).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not open a dialog that is not in the page', () => {
    const dialog = document.createElement('dialog');
    const modal = createModalDialog(dialog);
    modal.open();
    expect(modal.isOpen).toBe(false);
  });
});

describe('lockScroll', () => {
  it('is counted, and each release counts once', () => {
    const a = lockScroll();
    const b = lockScroll();
    a();
    a();
    expect(document.documentElement.style.overflow).toBe('hidden');
    b();
    expect(document.documentElement.style.overflow).toBe('');
  });
});

describe('tabbables', () => {
  it('skips what Tab skips: disabled, hidden, inert, tabindex=-1, hidden inputs, closed details', () => {
    document.body.innerHTML = `<div id="box">
      <button id="a">a</button><button disabled>x</button><button tabindex="-1">x</button>
      <input type="hidden"><input id="b"><div hidden><button>x</button></div><div inert><a href="/">x</a></div>
      <a>no href</a><span tabindex="0" id="c">c</span>
      <details><summary id="d">d</summary><button>x</button></details>
      <details open><summary id="e">e</summary><button id="f">f</button></details>
      <div contenteditable="true" id="g">g</div>
    </div>`;
    expect(tabbables(document.getElementById('box')!).map((el) => el.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
  });

  it('puts positive tabindex first, and one stop per radio group (the checked one, else the first)', () => {
    document.body.innerHTML = `<div id="box">
      <button id="plain">p</button><button tabindex="2" id="two">2</button><button tabindex="1" id="one">1</button>
      <input type="radio" name="plan" id="r1"><input type="radio" name="plan" id="r2" checked><input type="radio" name="size" id="s1"><input type="radio" name="size" id="s2">
    </div>`;
    expect(tabbables(document.getElementById('box')!).map((el) => el.id)).toEqual(['one', 'two', 'plain', 'r2', 's1']);
  });
});
