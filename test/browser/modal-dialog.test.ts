/**
 * The modal dialog (src/core/dom/modal-dialog.ts) in Chromium, with real keys and a real mouse:
 * what only a browser does, so happy-dom cannot show it. The page behind is inert (a click on it
 * does nothing), Tab and Shift+Tab go round inside, Escape closes and focus goes back to the
 * opener, the page does not scroll while it is open, a click on the backdrop closes it (one on
 * the dialog's own box does not), nested dialogs close one at a time.
 */
import { expect } from 'chai';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { createModalDialog, tabbables, type ModalDialog } from '../../src/core/dom/modal-dialog.ts';

let made: ModalDialog[] = [];
let clicked: string[] = [];

function setup(inner = '<button id="first">First</button><a id="link" href="#x">Link</a><button id="last">Last</button>', closeOnBackdrop = true) {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<div id="fixture"><button id="opener">Open</button><button id="behind">Behind</button><div style="height: 3000px"></div>
      <dialog id="dialog" style="width: 300px; padding: 20px; margin: 100px auto auto 100px">${inner}</dialog></div>`,
  );
  for (const button of document.querySelectorAll<HTMLButtonElement>('#fixture button')) button.addEventListener('click', () => clicked.push(button.id));
  const dialog = document.getElementById('dialog') as HTMLDialogElement;
  const closes: string[] = [];
  const modal = createModalDialog(dialog, { closeOnBackdrop, onClose: (value) => closes.push(value) });
  made.push(modal);
  return { dialog, modal, closes, $: (id: string) => document.getElementById(id)! };
}

const active = () => (document.activeElement as HTMLElement | null)?.id;
const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const centre = (el: Element): [number, number] => {
  const box = el.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
};

afterEach(async () => {
  for (const modal of made) modal.destroy();
  made = [];
  clicked = [];
  document.getElementById('fixture')?.remove();
  await resetMouse();
});

describe('modal dialog in Chromium', () => {
  it('opens in the top layer with focus inside; the page behind cannot be clicked', async () => {
    const { dialog, modal, $ } = setup(undefined, false);
    $('opener').focus();
    modal.open();
    expect(dialog.matches(':modal')).to.equal(true);
    expect(active()).to.equal('first');
    await sendMouse({ type: 'click', position: centre($('behind')) });
    expect(clicked).to.deep.equal([]);
    expect(modal.isOpen).to.equal(true);
  });

  it('Tab and Shift+Tab go round inside the dialog', async () => {
    const { modal } = setup();
    modal.open();
    const order: Array<string | undefined> = [];
    for (let i = 0; i < 4; i += 1) {
      await sendKeys({ press: 'Tab' });
      order.push(active());
    }
    expect(order).to.deep.equal(['link', 'last', 'first', 'link']);
    await sendKeys({ press: 'Shift+Tab' });
    await sendKeys({ press: 'Shift+Tab' });
    expect(active()).to.equal('last');
  });

  it('Escape closes it, once, gives focus back to the opener and lets the page scroll again', async () => {
    const { dialog, modal, closes, $ } = setup();
    $('opener').focus();
    const width = document.documentElement.clientWidth;
    modal.open();
    expect(getComputedStyle(document.documentElement).overflow).to.equal('hidden');
    // The scrollbar's gutter stays, so nothing moves sideways.
    expect(document.documentElement.clientWidth).to.equal(width);
    await sendKeys({ press: 'Escape' });
    await frame();
    expect(dialog.open).to.equal(false);
    expect(modal.isOpen).to.equal(false);
    expect(closes).to.deep.equal(['']);
    expect(active()).to.equal('opener');
    expect(getComputedStyle(document.documentElement).overflow).to.equal('visible');
  });

  it("opened again right after Escape, before the browser's close event: it opens, and closes once", async () => {
    const { dialog, modal, closes, $ } = setup();
    $('opener').focus();
    modal.open();
    // Escape: the browser closes the dialog and gives focus back now, but tells of it (the
    // `close` event) a task later. A visitor's Enter on the opener can land in between.
    $('opener').addEventListener('focus', () => queueMicrotask(() => modal.open($('opener'))), { once: true });
    await sendKeys({ press: 'Escape' });
    await frame();
    expect(dialog.open).to.equal(true);
    expect(modal.isOpen).to.equal(true);
    expect(active()).to.equal('first');
    expect(closes).to.deep.equal(['']);
    modal.close();
    expect(closes).to.deep.equal(['', '']);
    expect(active()).to.equal('opener');
  });

  it("right after Escape, before the browser's close event, it reads as closed and its onClose has run", async () => {
    const { modal, closes, $ } = setup();
    $('opener').focus();
    modal.open();
    const seen: Array<[boolean, string[]]> = [];
    $('opener').addEventListener('focus', () => queueMicrotask(() => seen.push([modal.isOpen, [...closes]])), { once: true });
    await sendKeys({ press: 'Escape' });
    await frame();
    expect(seen).to.deep.equal([[false, ['']]]);
    expect(closes).to.deep.equal(['']);
  });

  it('a click on the backdrop closes it; one on its own padding does not', async () => {
    const { dialog, modal, $ } = setup();
    modal.open($('opener'));
    const box = dialog.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.left + 5), Math.round(box.top + 5)] });
    expect(modal.isOpen).to.equal(true);
    await sendMouse({ type: 'click', position: [Math.round(box.right + 40), Math.round(box.bottom + 40)] });
    expect(modal.isOpen).to.equal(false);
    expect(active()).to.equal('opener');
  });

  it('nested dialogs: Escape closes the inner one first, focus goes back to its opener, the page stays locked', async () => {
    const { modal, $ } = setup('<button id="more">More</button><dialog id="inner"><button id="ok">Ok</button></dialog>');
    const inner = createModalDialog($('inner') as HTMLDialogElement);
    made.push(inner);
    modal.open($('opener'));
    $('more').focus();
    inner.open();
    expect(active()).to.equal('ok');
    await sendKeys({ press: 'Tab' });
    expect(active()).to.equal('ok');
    await sendKeys({ press: 'Escape' });
    await frame();
    expect(inner.isOpen).to.equal(false);
    expect(modal.isOpen).to.equal(true);
    expect(active()).to.equal('more');
    expect(getComputedStyle(document.documentElement).overflow).to.equal('hidden');
    await sendKeys({ press: 'Escape' });
    await frame();
    expect(modal.isOpen).to.equal(false);
    expect(active()).to.equal('opener');
  });

  it('tabbables skips what the browser skips: CSS-hidden elements and a disabled fieldset (but its first legend)', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div id="fixture"><button id="a">a</button><button style="display: none">x</button><button style="visibility: hidden">x</button>
        <fieldset disabled><legend><button id="b">b</button></legend><input></fieldset><button id="c">c</button></div>`,
    );
    expect(tabbables(document.getElementById('fixture')!).map((el) => el.id)).to.deep.equal(['a', 'b', 'c']);
  });
});
