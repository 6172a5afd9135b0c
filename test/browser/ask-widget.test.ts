/**
 * <ask-widget> (ask-and-rewards 2.2, 5.1) in Chromium, on a CMS-like page in an iframe
 * (test/browser/pages/ask-widget.html: the demo article's widget, rendered from its CMS
 * template): its open shadow root (input, the spec's submit id, the chips), Enter and a chip
 * handing the question over (stored, the analytics push, the Ask page opened in a new tab with
 * source_section), validation, and the app variant opening the Ask page in the same window.
 *
 * The frame's window.open is recorded instead of opening a tab. The real new tab on the demo
 * site, and the partner page of another origin (loading cross-origin, its hostile CSS, the
 * question in the address fragment), are in test/e2e/ask-widget.spec.ts.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { ARTICLE_ASK_CHIPS } from '../../cms-templates/pages/index.ts';
import { decodeStoredQuestion, STORED_QUESTION_KEY } from '../../src/features/ask/ask.logic.ts';
import { APP_VIEW_SESSION_KEY } from '../../src/core/app-view.ts';
import { quietFor, waitFor } from './helpers.ts';

const PAGE = '/test/browser/pages/ask-widget.html';
// sourceSection of the page's path: its first two segments.
const SECTION = 'test-browser';

let frame: HTMLIFrameElement | undefined;

interface Widget {
  win: Window & { adobeDataLayer?: unknown[] };
  host: HTMLElement;
  root: ShadowRoot;
  input: HTMLInputElement;
  submit: HTMLButtonElement;
  opened: Array<[string, string, string]>;
}

/** Loads the page (with `query`) in a frame, records window.open there, and waits for the widget. */
async function load(query = ''): Promise<Widget> {
  frame = document.createElement('iframe');
  frame.width = '1000';
  frame.height = '700';
  frame.src = `${PAGE}${query}`;
  document.body.append(frame);
  const host = await waitFor(
    () => frame!.contentDocument?.querySelector<HTMLElement>('ask-widget[data-element-state="ready"]'),
    10_000,
    'the widget to be ready',
  );
  const win = frame.contentWindow as Widget['win'];
  const opened: Widget['opened'] = [];
  win.open = ((url?: string | URL, target?: string, features?: string) => {
    opened.push([String(url), String(target), String(features)]);
    return null;
  }) as typeof window.open;
  const root = host.shadowRoot!;
  return { win, host, root, input: root.querySelector('input')!, submit: root.querySelector('#Submit_Channel_Entry')!, opened };
}

/** Sets the input's text as typing would leave it. */
function fill(widget: Widget, text: string): void {
  widget.input.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(widget.input, text);
  widget.input.dispatchEvent(new Event('input', { bubbles: true }));
}

const chip = (widget: Widget, name: string) => [...widget.root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === name);
const stored = (widget: Widget) => widget.win.localStorage.getItem(STORED_QUESTION_KEY);
const askPage = (origin: string) => `${origin}/ask-member?source_section=${SECTION}`;

beforeEach(() => {
  localStorage.removeItem(STORED_QUESTION_KEY);
  sessionStorage.removeItem(APP_VIEW_SESSION_KEY);
});
afterEach(() => {
  frame?.remove();
  frame = undefined;
  localStorage.removeItem(STORED_QUESTION_KEY);
  sessionStorage.removeItem(APP_VIEW_SESSION_KEY);
});

describe('<ask-widget>', () => {
  it('renders in an open shadow root: input, the submit button with the spec id, chips', async () => {
    const widget = await load();
    expect(widget.host.shadowRoot!.mode).to.equal('open');
    const label = widget.root.querySelector<HTMLLabelElement>(`label[for="${widget.input.id}"]`)!;
    expect(label.textContent).to.equal('Your question');
    expect(widget.input.checkVisibility()).to.equal(true);
    expect(widget.submit.textContent).to.equal('Ask');
    expect(widget.submit.checkVisibility()).to.equal(true);
    for (const name of ARTICLE_ASK_CHIPS) expect(chip(widget, name)?.checkVisibility(), name).to.equal(true);
    // The id lives in the shadow root's own id space, not the document's.
    expect(widget.win.document.getElementById('Submit_Channel_Entry')).to.equal(null);
  });

  it('submit stores the question, pushes the event and opens the Ask page in a new tab with source_section', async () => {
    const widget = await load();
    fill(widget, '  Is Part D required?  ');
    widget.submit.click();
    await waitFor(() => widget.opened.length === 1, 3000, 'the Ask page opened');
    expect(widget.opened).to.deep.equal([[askPage(location.origin), '_blank', 'noopener']]);
    expect(decodeStoredQuestion(stored(widget), Date.now())).to.include({ question: 'Is Part D required?', sourceSection: SECTION });
    expect(widget.win.adobeDataLayer).to.deep.include({
      event: 'ask-widget-submit',
      source_section: SECTION,
      eventInfo: { source_section: SECTION, control: 'submit' },
    });
  });

  it('Enter in the input submits too', async () => {
    const widget = await load();
    fill(widget, 'When can I sign up?');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => widget.opened.length === 1, 3000, 'the Ask page opened');
    expect(widget.opened[0]!.slice(0, 2)).to.deep.equal([askPage(location.origin), '_blank']);
  });

  it('a chip stores its prompt and opens the Ask page in a new tab', async () => {
    const widget = await load();
    chip(widget, ARTICLE_ASK_CHIPS[1]!)!.click();
    await waitFor(() => widget.opened.length === 1, 3000, 'the Ask page opened');
    expect(widget.opened[0]!.slice(0, 2)).to.deep.equal([askPage(location.origin), '_blank']);
    expect(decodeStoredQuestion(stored(widget), Date.now())).to.include({ question: ARTICLE_ASK_CHIPS[1], sourceSection: SECTION });
  });

  it('validation (5.1): empty, then over 800 characters live, then cleared', async () => {
    const widget = await load();
    const error = widget.root.querySelector('.ask-widget__error')!;
    widget.submit.click();
    await waitFor(() => error.textContent === 'Please enter a question.', 3000, 'the empty message');
    expect(widget.input.getAttribute('aria-invalid')).to.equal('true');
    expect(widget.root.activeElement).to.equal(widget.input);
    expect(widget.root.getElementById(widget.input.getAttribute('aria-describedby')!)!.textContent).to.equal('Please enter a question.');
    // 803 characters (an input keeps no newlines anyway).
    fill(widget, 'a'.repeat(803));
    await waitFor(() => error.textContent === 'Your question is 3 characters too long. Please shorten it.', 3000, 'the too-long message');
    widget.submit.click();
    fill(widget, 'a'.repeat(800));
    await waitFor(() => !/too long/.test(error.textContent ?? ''), 3000, 'the message gone');
    expect(widget.input.getAttribute('aria-invalid')).to.not.equal('true');
    await quietFor(100);
    expect(widget.opened).to.have.length(0);
    expect(stored(widget)).to.equal(null);
  });

  it('in the app variant (EXP) the Ask page opens in the same window', async () => {
    const widget = await load('?EXP=member_app');
    fill(widget, 'What is Medigap?');
    widget.submit.click();
    const address = await waitFor(
      () => {
        const location = frame!.contentWindow?.location;
        return location?.pathname.startsWith('/ask-member') && `${location.pathname}${location.search}`;
      },
      8000,
      'the frame to go to the Ask page',
    );
    expect(address).to.equal(`/ask-member/.now.html?source_section=${SECTION}`);
    expect(widget.opened).to.have.length(0);
    expect(decodeStoredQuestion(localStorage.getItem(STORED_QUESTION_KEY), Date.now())?.question).to.equal('What is Medigap?');
  });
});
