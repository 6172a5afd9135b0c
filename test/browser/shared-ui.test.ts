/**
 * The React shared UI parts (src/core/ui) in Chromium, with real keys: what only a browser does
 * with focus. Escape in a disclosure's region returns focus to its button; the modal dialog
 * component opens as a real modal (page behind inert), takes focus, and gives it back to its
 * opener on Escape; a close button in a host moves focus on when the host goes away.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import type { Root } from 'react-dom/client';
import { renderParts } from './fixtures/shared-ui.tsx';
import { waitFor } from './helpers.ts';

let root: Root | undefined;
const $ = (id: string) => document.getElementById(id)!;
const active = () => (document.activeElement as HTMLElement | null)?.id;

function setup() {
  document.body.insertAdjacentHTML(
    'beforeend',
    '<div id="fixture"><aside id="banner"><div id="view"></div></aside><a id="after" href="#after">After</a></div>',
  );
  root = renderParts($('view'), $('banner'));
}

afterEach(() => {
  root?.unmount();
  root = undefined;
  $('fixture')?.remove();
});

describe('shared UI parts in React (Chromium)', () => {
  it('a disclosure opens with Enter and closes with Escape from inside, focus back on its button', async () => {
    setup();
    $('menu-button').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $('menu-button').getAttribute('aria-expanded') === 'true', 3000, 'menu open');
    await sendKeys({ press: 'Tab' });
    expect(active()).to.equal('menu-link');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => $('menu-button').getAttribute('aria-expanded') === 'false', 3000, 'menu closed');
    expect(active()).to.equal('menu-button');
    expect($($('menu-button').getAttribute('aria-controls')!).hidden).to.equal(true);
  });

  it('the modal dialog takes focus, makes the page inert, and gives focus back on Escape', async () => {
    setup();
    $('opener').focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await waitFor(() => document.querySelector<HTMLDialogElement>('dialog[open]'), 3000, 'dialog open');
    expect(dialog.matches(':modal')).to.equal(true);
    expect(dialog.getAttribute('aria-labelledby')).to.equal('dialog-title');
    expect(active()).to.equal('dialog-first');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(active(), 'Tab wraps inside the dialog').to.equal('dialog-first');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog.open, 3000, 'dialog closed');
    expect(active()).to.equal('opener');
  });

  it('the announcer puts its message in the live region after the pause', async () => {
    setup();
    $('say').click();
    const region = document.querySelector('#view [aria-live="polite"]')!;
    await waitFor(() => region.textContent === 'Saved', 3000, 'message');
  });

  it('closing the banner from its close button hides it and moves focus to what follows', async () => {
    setup();
    const close = document.querySelector<HTMLButtonElement>('button[aria-label="Close banner"]')!;
    close.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $('banner').hidden, 3000, 'banner hidden');
    expect(active()).to.equal('after');
  });
});
