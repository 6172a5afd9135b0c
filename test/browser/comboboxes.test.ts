/**
 * The two comboboxes of src/core/ui in Chromium, with real keys, focus and mouse: the list
 * combobox on a view's own input (suggestions after a pause: Down / Up wrapping with focus in
 * the input, Enter and a click choosing, Escape closing then clearing, Tab moving on) and the
 * select-only combobox in the modal dialog (opening keys, type-ahead, Escape closing only the
 * list and then the dialog, Tab choosing and moving on). Happy-dom covers the rest
 * (test/unit/core/ui/combobox.test.tsx, select-combobox.test.tsx).
 */
import { expect } from 'chai';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { Root } from 'react-dom/client';
import { renderComboboxes } from './fixtures/comboboxes.tsx';
import { waitFor } from './helpers.ts';

let root: Root | undefined;
const $ = (id: string) => document.getElementById(id)!;
const active = () => (document.activeElement as HTMLElement | null)?.id;
const press = (key: string) => sendKeys({ press: key });

function setup() {
  document.body.insertAdjacentHTML('beforeend', '<div id="fixture"><div id="view"></div></div>');
  root = renderComboboxes($('view'));
}

afterEach(async () => {
  root?.unmount();
  root = undefined;
  $('fixture')?.remove();
  await resetMouse();
});

describe('the list combobox (Chromium)', () => {
  const list = () => document.querySelector<HTMLElement>('[role="listbox"][aria-label="Places"]')!;
  const options = () => [...list().querySelectorAll<HTMLElement>('[role="option"]')];
  const selected = () => options().findIndex((option) => option.getAttribute('aria-selected') === 'true');

  /** Types `text` and waits for the answer to the whole value: `expected`, open. */
  async function suggestionsFor(text: string, expected: string[]) {
    $('place').focus();
    await sendKeys({ type: text });
    const texts = () => options().map((option) => option.textContent);
    await waitFor(() => !list().hidden && JSON.stringify(texts()) === JSON.stringify(expected), 3000, `suggestions for ${text}`);
  }

  it('opens with suggestions while typing; Down / Up move and wrap with focus in the input; Enter chooses', async () => {
    setup();
    const input = $('place') as HTMLInputElement;
    expect(input.getAttribute('role')).to.equal('combobox');
    await suggestionsFor('pa', ['Paris', 'Parma', 'Pasadena']);
    expect(input.getAttribute('aria-expanded')).to.equal('true');
    await press('ArrowDown');
    expect(selected()).to.equal(0);
    expect(input.getAttribute('aria-activedescendant')).to.equal(options()[0]!.id);
    await press('ArrowUp');
    expect(selected(), 'Up from the first wraps to the last').to.equal(2);
    await press('ArrowDown');
    await press('ArrowDown');
    expect(selected()).to.equal(1);
    expect(active()).to.equal('place');
    await press('Enter');
    expect(input.value).to.equal('Parma');
    expect($('chosen').textContent).to.equal('Parma');
    expect(list().hidden).to.equal(true);
    expect(active()).to.equal('place');
  });

  it('Escape closes and keeps the text, a second clears it; Tab closes and moves on; a click chooses', async () => {
    setup();
    const input = $('place') as HTMLInputElement;
    await suggestionsFor('p', ['Paris', 'Parma', 'Pasadena', 'Porto', 'Prague']);
    await press('ArrowDown');
    await press('Escape');
    expect(list().hidden).to.equal(true);
    expect(input.value).to.equal('p');
    await press('Escape');
    expect(input.value).to.equal('');
    await suggestionsFor('po', ['Porto']);
    await press('ArrowDown');
    await press('Tab');
    expect(active()).to.equal('after');
    expect(input.value).to.equal('po');
    await waitFor(() => list().hidden, 2000, 'the list to close');
    expect($('chosen').textContent).to.equal('');
    // Back in the input (its text kept): 'por' is answered with Porto.
    await suggestionsFor('r', ['Porto']);
    const box = options()[0]!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.left + 5), Math.round(box.top + box.height / 2)] });
    expect($('chosen').textContent).to.equal('Porto');
    expect(active(), 'a click keeps focus in the input').to.equal('place');
  });
});

describe('the select-only combobox in the modal dialog (Chromium)', () => {
  const combobox = () => $('category-box');
  const current = () => {
    const id = combobox().getAttribute('aria-activedescendant');
    return id ? $(id).textContent : null;
  };

  async function openDialog() {
    setup();
    $('opener').focus();
    await press('Enter');
    await waitFor(() => document.querySelector('dialog[open]'), 3000, 'the dialog');
    combobox().focus();
  }

  it('keys open it and move; Escape closes only the list, a second Escape the dialog, focus back on the opener', async () => {
    await openDialog();
    await press('ArrowDown');
    expect(combobox().getAttribute('aria-expanded')).to.equal('true');
    expect(current()).to.equal('Any');
    await press('End');
    expect(current()).to.equal('Travel');
    await press('h');
    expect(current()).to.equal('Health');
    await press('o');
    expect(current()).to.equal('Hotels');
    await press('Escape');
    expect(combobox().getAttribute('aria-expanded')).to.equal('false');
    expect($('category').textContent).to.equal('any');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.querySelector('dialog')!.open, 'the dialog stays open').to.equal(true);
    expect(active()).to.equal('category-box');
    await press('Escape');
    await waitFor(() => !document.querySelector('dialog')!.open, 3000, 'the dialog to close');
    expect(active()).to.equal('opener');
  });

  it('Enter chooses and keeps focus; Tab chooses and moves on to the next control', async () => {
    await openDialog();
    await press('Enter');
    await press('ArrowDown');
    await press('Enter');
    expect($('category').textContent).to.equal('dining');
    expect(combobox().querySelector('.select-combobox__value')!.textContent).to.equal('Dining');
    expect(active()).to.equal('category-box');
    await press('ArrowDown');
    await press('ArrowDown');
    await press('Tab');
    expect($('category').textContent).to.equal('entertainment');
    expect(active()).to.equal('dialog-close');
    expect(combobox().getAttribute('aria-expanded')).to.equal('false');
  });
});
