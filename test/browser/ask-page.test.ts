/**
 * <ask-page> in Chromium against the file's emulator, which speaks the Ask chat socket and serves
 * the pro-tips fragment (ask-and-rewards 2.1, 4.1-4.4, 5.1, 8.1, 9.1): a whole conversation
 * (sources, related questions, the ids of 4.1 on the wire), Stop, Start new chat (a new
 * sessionId), Copy Answer and its 2 s message, Like / Dislike, every error row of 8.1, pro tips,
 * validation and the Enter key, the narrow menu, the mobile chips, reduced motion and typing,
 * the scroll-down arrow, announcements, the thinking messages and the app variant.
 *
 * The page is the demo's (askPageDemoConfig, the CMS template), with the socket at the
 * emulator's fast pace. Every socket the page opens is a `TestSocket`: the real WebSocket, which
 * records the frames sent and received and can hold the answer back (so a test sees the
 * streaming state for as long as it likes), never answer, or close after the prompt as a
 * service gone away would (1011). Times (the copy message, the thinking messages, typing, the
 * scroll check) are Playwright's page clock, moved by the test (page-commands.ts).
 *
 * The stored question of an entry widget, asked on arrival and not again after a reload, stays
 * on the demo site: test/e2e/ask-page.spec.ts.
 */
import { expect } from 'chai';
import { render } from 'lit-html';
import { emulateMedia, resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { askPageTemplate } from '../../cms-templates/ask-page.ts';
import { ASK_PAGE_FALLBACK, askPageDemoConfig } from '../../cms-templates/pages/index.ts';
import { chatCorpus } from '../../emulator/handlers/chat.ts';
import { SAFE_MARKERS } from '../../fixtures/ask/pro-tips.ts';
import { APP_VIEW_SESSION_KEY } from '../../src/core/app-view.ts';
import {
  COPY_MESSAGE_MS,
  SCROLL_CHECK_MS,
  THINKING_MESSAGES,
  THINKING_ROTATE_MS,
  TYPING_DELAY_MS,
  rewriteAnswerLink,
} from '../../src/features/ask/ask.logic.ts';
import { emulatorSiteConfig, linkStylesheet, quietFor, settled, waitFor } from './helpers.ts';
import { grantPermissions, pauseClock, resumeClock, runClock } from './page-commands.ts';

const ENROLLMENT = chatCorpus.answers.find((answer) => answer.id === 'medicare-enrollment')!;
const QUESTION = 'When can I sign up for Medicare?';
const GENERAL_QUESTION = 'Tell me something nice';
const PRO_TIPS = '/content/*/ask/pro-tips.resource.root*';
const STREAM_WAIT = 10_000;

interface Sent {
  prompt: string;
  sessionId: string;
  agent: string;
  interactionId?: string;
}

let services = '';
let demo: {
  endPointUrl: string;
  apiErrorMessages: string[];
  errorMessages: string[];
  forbiddenMessage: string;
  forbiddenRedirectUrl: string;
} & Record<string, unknown>;

// ---------------------------------------------------------------------------------------------
// The page's sockets

/** What every socket of the page does with the service: answer, hold the answer back, or close after the prompt. */
let mode: 'answer' | 'hold' | 'close-after-prompt' = 'answer';
let sent: Sent[] = [];
let received: string[] = [];
let held: Array<() => void> = [];
let sockets: WebSocket[] = [];
let closed = 0;
const released = new WeakSet<Event>();

class TestSocket extends WebSocket {
  constructor(url: string | URL, protocols?: string | string[]) {
    super(url, protocols);
    sockets.push(this);
    // Added before the client sets onmessage: it runs first, and can keep a message from it.
    this.addEventListener('message', (event) => {
      if (released.has(event)) return;
      received.push(String(event.data));
      if (mode !== 'hold') return;
      event.stopImmediatePropagation();
      held.push(() => {
        const again = new MessageEvent('message', { data: event.data });
        released.add(again);
        this.dispatchEvent(again);
      });
    });
    this.addEventListener('close', (event) => event.isTrusted && (closed += 1));
  }

  override send(data: string): void {
    sent.push(JSON.parse(data) as Sent);
    if (mode !== 'close-after-prompt') return super.send(data);
    // The service closes the socket that had opened, with a code that is not 1006.
    this.dispatchEvent(new CloseEvent('close', { code: 1011, reason: 'gone' }));
    super.close();
  }
}

/** Lets the held answer through, in order, and stops holding. */
function release(): void {
  mode = 'answer';
  for (const deliver of held.splice(0)) deliver();
}

const NativeWebSocket = window.WebSocket;

// ---------------------------------------------------------------------------------------------
// The page

let host: HTMLElement;

async function emulator(path: 'reset' | 'faults', body?: unknown): Promise<void> {
  const answer = await fetch(`${services}__emulator/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  expect(answer.status).to.equal(200);
}

/** The Ask page as the demo authors it, rendered from its CMS template, ready. */
async function open(): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  render(askPageTemplate({ config: demo, fallback: ASK_PAGE_FALLBACK }), container);
  host = container.querySelector('ask-page')!;
  expect(await settled(host, 5000)).to.equal('ready');
  return host;
}

const named = (name: string, root: ParentNode = host) =>
  [...root.querySelectorAll<HTMLElement>('button, a')].filter((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() === name);
const button = (name: string) => named(name)[0] as HTMLButtonElement | undefined;
const visible = (el: Element | null | undefined) => !!el && el.checkVisibility();
const input = () => host.querySelector<HTMLTextAreaElement>('textarea.ask-page__input')!;
const answers = () => [...host.querySelectorAll<HTMLElement>('.ask-page__answer')];
const copyButtons = () => named('Copy Answer');
const errorText = () => host.querySelector('.ask-page__error')?.textContent ?? null;

/** Sets the box's text as typing would leave it (the value, then an input event). */
function fill(text: string): void {
  const box = input();
  box.focus();
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(box, text);
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

async function ask(question: string): Promise<void> {
  fill(question);
  await waitFor(() => button('Ask') && !button('Ask')!.disabled, 3000, 'Ask to be enabled');
  button('Ask')!.click();
}

/** `count` answers shown with their toolbar, and the page no longer busy (the last one settled). */
async function answered(count = 1): Promise<void> {
  await waitFor(
    () => copyButtons().length === count && !host.querySelector('.ask-page')!.hasAttribute('data-busy'),
    STREAM_WAIT,
    `${count} answer(s) with a toolbar, settled`,
  );
}

/** The first answer's source links, once they are there (some answers send them after the end). */
const sourceLinks = () =>
  waitFor(
    () => {
      const links = [...answers()[0]!.querySelectorAll<HTMLAnchorElement>('.ask-page__sources a')];
      return links.length ? links : undefined;
    },
    STREAM_WAIT,
    'the sources',
  );

const centre = (el: Element): [number, number] => {
  const box = el.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
};

const dataLayer = () => (window as unknown as { adobeDataLayer?: Array<Record<string, unknown>> }).adobeDataLayer ?? [];

/** Links the page follows: recorded and kept from leaving (a window listener runs after the page's own). */
let followed: Array<{ href: string; target: string }> = [];
const record = (event: MouseEvent) => {
  const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link) return;
  if (!event.defaultPrevented) followed.push({ href: link.href, target: link.target });
  event.preventDefault();
};

before(async () => {
  services = await emulatorSiteConfig();
  demo = {
    ...askPageDemoConfig({ servicesUrl: services, siteOrigin: '', distBase: '/dist/' }),
    // The emulator's fast pace (emulator/handlers/chat.ts CHAT_PACES).
    endPointUrl: `${services.replace(/^http/, 'ws')}ask/v1/chat?pace=fast`,
  } as typeof demo;
  // The demo pages' two stylesheets.
  await linkStylesheet('/fixtures/site/demo.css');
  await linkStylesheet();
  window.WebSocket = TestSocket as typeof WebSocket;
  await import('../../elements/ask-page/define.ts');
});

after(() => {
  window.WebSocket = NativeWebSocket;
});

beforeEach(async () => {
  await emulator('reset');
  mode = 'answer';
  sent = [];
  received = [];
  held = [];
  sockets = [];
  closed = 0;
  followed = [];
  (window as unknown as { adobeDataLayer?: unknown[] }).adobeDataLayer = [];
  window.addEventListener('click', record);
  await setViewport({ width: 1280, height: 900 });
  await emulateMedia({ reducedMotion: 'reduce' });
});

afterEach(async () => {
  window.removeEventListener('click', record);
  release();
  await resumeClock();
  await resetMouse();
  for (const dialog of document.querySelectorAll('dialog')) if (dialog.open) dialog.close();
  document.body.replaceChildren();
  sessionStorage.removeItem(APP_VIEW_SESSION_KEY);
  await emulator('reset');
});

describe('<ask-page> with reduced motion', function () {
  // Several answers stream in a test.
  this.timeout(30_000);

  it('a whole conversation: answer, sources in a new tab, related questions that ask the follow-up', async () => {
    await open();
    expect(visible(button('What does Medicare Part B cover?'))).to.equal(true);
    expect(document.activeElement).to.equal(input());
    mode = 'hold';
    await ask(QUESTION);
    // Streaming: Stop, new chat and the topics are disabled; the suggestions are gone.
    await waitFor(() => visible(button('Stop')), 3000, 'Stop');
    expect(button('Start new chat')!.disabled).to.equal(true);
    expect(button('Medicare')!.disabled).to.equal(true);
    expect(button('What does Medicare Part B cover?')).to.equal(undefined);
    expect(host.querySelector('.ask-page__disclaimer')).to.equal(null);
    release();

    await answered();
    const answer = answers()[0]!;
    expect(answer.querySelector('.ask-page__answer-text')!.textContent).to.contain('You can sign up for Medicare during several enrollment periods.');
    expect(answer.querySelector('.ask-page__answer-text ol li')!.textContent).to.contain('Initial Enrollment Period');
    await waitFor(() => button('Ask')?.disabled, 3000, 'Ask back, disabled');

    const links = await sourceLinks();
    expect(answer.querySelector('.ask-page__sources')!.textContent).to.contain('Sources: ');
    expect(links).to.have.length(ENROLLMENT.resources.length);
    for (const [index, resource] of ENROLLMENT.resources.entries()) {
      expect(links[index]!.getAttribute('href')).to.equal(resource.link);
      expect(links[index]!.target).to.equal('_blank');
      // rel=noopener: the new tab cannot reach this page.
      expect(links[index]!.rel).to.match(/noopener/);
      expect(links[index]!.textContent).to.contain(resource.title);
    }
    links[0]!.click();
    await waitFor(() => followed.length === 1, 3000, 'the source link to be followed');
    expect(followed).to.deep.equal([{ href: ENROLLMENT.resources[0]!.link, target: '_blank' }]);

    const related = await waitFor(() => host.querySelector('.ask-page__related-heading'), STREAM_WAIT, 'the related questions');
    expect(related.localName).to.equal('h2');
    expect(related!.textContent).to.equal('Related questions');
    button(ENROLLMENT.followups[0]!)!.click();
    await waitFor(() => answers().length === 2, 3000, 'the follow-up asked');
    expect(answers()[1]!.querySelector('.ask-page__question')!.textContent).to.contain(ENROLLMENT.followups[0]!);
    await answered(2);

    expect(sent.map((frame) => frame.prompt)).to.deep.equal([QUESTION, ENROLLMENT.followups[0]]);
    expect(sent[0]!.agent).to.equal('medicare');
    // 4.1: the ids of the stream end go with the next prompt.
    expect(sent[1]!.interactionId).to.be.a('string').and.not.equal('');
    expect(sent[1]!.sessionId).to.be.a('string').and.not.equal('');
  });

  it('Stop closes the socket, removes the thinking indicator, resets and focuses the input', async () => {
    await open();
    mode = 'hold';
    await ask(QUESTION);
    await waitFor(() => host.querySelector('[role="status"].ask-page__thinking')?.textContent?.includes('Thinking about the answer ...'), 3000, 'thinking');
    await waitFor(() => sent.length === 1, 3000, 'the prompt on the socket');
    fill('half a thought');
    button('Stop')!.click();
    await waitFor(() => host.querySelector('.ask-page__thinking') === null, 3000, 'the thinking indicator gone');
    await waitFor(() => input().value === '', 3000, 'the box emptied');
    expect(document.activeElement).to.equal(input());
    expect(visible(host.querySelector('.ask-page__note'))).to.equal(true);
    expect(host.querySelector('.ask-page__note')!.textContent).to.equal('You stopped this answer.');
    await waitFor(() => closed === 1, 3000, 'the socket closed');
    expect(button('Start new chat')!.disabled).to.equal(false);
  });

  it('Start new chat clears the conversation and sends a new sessionId', async () => {
    await open();
    await ask(QUESTION);
    await answered();
    await ask('What does Medicare Part B cover?');
    await answered(2);
    button('Start new chat')!.click();
    await waitFor(() => answers().length === 0, 3000, 'the conversation cleared');
    expect(visible(button('What does Medicare Part B cover?'))).to.equal(true);
    expect(visible(host.querySelector('.ask-page__disclaimer'))).to.equal(true);
    await ask(QUESTION);
    await answered();
    expect(sent).to.have.length(3);
    const before = new Set([sent[0]!.sessionId, sent[1]!.sessionId]);
    expect(before.has(sent[2]!.sessionId)).to.equal(false);
    expect(sent[2]!.interactionId).to.equal(undefined);
  });

  it('Copy Answer copies the answer and says so for 2 s; a failure says so too', async () => {
    await grantPermissions(['clipboard-read', 'clipboard-write']);
    await open();
    await ask(QUESTION);
    await answered();
    // The page's clock stands from here: the message's 2 s are moved by the test, not waited for.
    await pauseClock();
    const status = host.querySelector('.ask-page__copy-message')!;
    const saysForTwoSeconds = async (message: string) => {
      copyButtons()[0]!.click();
      await waitFor(() => status.textContent === message, 3000, message);
      await runClock(COPY_MESSAGE_MS - 1);
      expect(status.textContent).to.equal(message);
      await runClock(1);
      await waitFor(() => status.textContent === '', 3000, 'the message to go');
    };
    await saysForTwoSeconds('Content copied to clipboard!');
    expect(await navigator.clipboard.readText()).to.contain('You can sign up for Medicare during several enrollment periods.');

    const { writeText } = navigator.clipboard;
    navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
    try {
      await saysForTwoSeconds('Failed to copy content.');
    } finally {
      navigator.clipboard.writeText = writeText;
    }
  });

  it('Like or Dislike once per answer, pushed to the data layer', async () => {
    await open();
    await ask(QUESTION);
    await answered();
    const like = button('Like')!;
    const dislike = button('Dislike')!;
    like.click();
    await waitFor(() => like.getAttribute('aria-pressed') === 'true', 3000, 'Like pressed');
    expect(dislike.disabled).to.equal(true);
    like.click();
    await quietFor(100);
    const pushed = dataLayer().filter((entry) => entry.event === 'ask-feedback');
    expect(pushed).to.have.length(1);
    expect((pushed[0]!.eventInfo as { feedback: string }).feedback).to.equal('like');
  });

  it('8.1: a forbidden prompt (1006, empty reason) shows the forbidden message, its link and no toolbar', async () => {
    await open();
    await ask('you are a stupid bot');
    await waitFor(() => errorText()?.includes(demo.forbiddenMessage), STREAM_WAIT, 'the forbidden message');
    const link = named('Learn more', host.querySelector('.ask-page__error')!)[0] as HTMLAnchorElement;
    expect(link.href).to.match(new RegExp(`${demo.forbiddenRedirectUrl}$`));
    expect(copyButtons()).to.have.length(0);
    await waitFor(() => visible(button('Ask')), 3000, 'Ask back');
  });

  it("8.1: 'server error' ends the answer quietly", async () => {
    await open();
    await ask('What does Medicare Part B cover? #server-error');
    await answered();
    expect(host.querySelector('.ask-page__error')).to.equal(null);
    expect(host.querySelector('.ask-page__answer-text')!.textContent).to.not.equal('');
  });

  it('8.1: an error field shows a configured API error message and the toolbar', async () => {
    await open();
    await ask('What does Medicare Part B cover? #api-error');
    await answered();
    expect(demo.apiErrorMessages).to.include(errorText());
  });

  it('8.1: a code shows a configured error message and the toolbar', async () => {
    await open();
    await ask('What does Medicare Part B cover? #code-error');
    await answered();
    expect(demo.errorMessages).to.include(errorText());
  });

  it('8.1: a connection failure on submit shows a configured error message and the toolbar', async () => {
    await emulator('faults', { path: '/ask/v1/chat', status: 503 });
    await open();
    await ask(QUESTION);
    await answered();
    expect(demo.errorMessages).to.include(errorText());
    expect(visible(button('Ask'))).to.equal(true);
  });

  it('8.1: a socket that closes after opening (not 1006) is a connection error too', async () => {
    mode = 'close-after-prompt';
    await open();
    await ask(QUESTION);
    await answered();
    expect(demo.errorMessages).to.include(errorText());
  });

  it('Pro tips: the sanitised fragment as the answer, not fetched twice in a row; a failure and an empty answer say so', async () => {
    // Every fetch of the fragment (a buffer of its own: the module loads of the test page fill the default one).
    const fetches: string[] = [];
    const observer = new PerformanceObserver((list) => fetches.push(...list.getEntries().map((entry) => entry.name)));
    observer.observe({ type: 'resource' });
    const fetched = () => fetches.filter((name) => name.includes('pro-tips.resource.root.html')).length;
    await open();
    button('Pro Tips')!.click();
    const tips = () => host.querySelector('.ask-page__pro-tips');
    await waitFor(() => SAFE_MARKERS.every((marker) => tips()?.textContent?.includes(marker)), STREAM_WAIT, 'the pro tips');
    expect(tips()!.querySelector('a[href="https://www.example.org/medicare/ship-counseling"]')!.getAttribute('rel')).to.match(/noopener/);
    await answered();
    button('Pro Tips')!.click();
    await quietFor(100);
    expect(answers()).to.have.length(1);
    expect(fetched()).to.equal(1);
    observer.disconnect();

    await emulator('faults', { path: PRO_TIPS, status: 500 });
    await ask(QUESTION);
    await answered(2);
    button('Pro Tips')!.click();
    await waitFor(() => answers()[2]?.textContent?.includes('Error fetching pro tips. Please try again later.'), STREAM_WAIT, 'the pro-tips error');

    await emulator('reset');
    await emulator('faults', { path: PRO_TIPS, body: 'empty' });
    button('Start new chat')!.click();
    await waitFor(() => answers().length === 0, 3000, 'a new chat');
    button('Pro Tips')!.click();
    await waitFor(() => answers()[0]?.textContent?.includes('Error fetching pro tips. Please try again later.'), STREAM_WAIT, 'the empty answer as an error');
  });

  it('5.1: the limit is counted without newlines, live, with {%countlimit%} replaced', async () => {
    await open();
    const message = host.querySelector('.ask-page__message')!;
    const says = (text: string) => waitFor(() => message.textContent === text, 3000, `the message '${text}'`);
    fill('a'.repeat(799));
    await says('');
    expect(button('Ask')!.disabled).to.equal(false);
    fill(`${'a'.repeat(400)}\n\n${'a'.repeat(400)}\n`);
    await says('');
    expect(button('Ask')!.disabled).to.equal(false);
    fill('a'.repeat(801));
    await says('Your question is 1 characters too long. Please shorten it.');
    expect(button('Ask')!.disabled).to.equal(true);
    fill('a'.repeat(800));
    await says('');
    fill('   ');
    await waitFor(() => button('Ask')!.disabled, 3000, 'Ask disabled');
    await sendKeys({ press: 'Enter' });
    await says('Please enter a question.');
  });

  it('5.1: Enter submits on desktop, Shift+Enter is a newline', async () => {
    await open();
    input().focus();
    await sendKeys({ type: 'When can I' });
    await sendKeys({ press: 'Shift+Enter' });
    await sendKeys({ type: 'sign up for Medicare?' });
    expect(input().value).to.equal('When can I\nsign up for Medicare?');
    expect(answers()).to.have.length(0);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => answers().length === 1, 3000, 'the question asked');
    expect(input().value).to.equal('');
    await waitFor(() => sent.length === 1, 3000, 'the prompt sent');
    expect(sent.map((frame) => frame.prompt)).to.deep.equal(['When can I\nsign up for Medicare?']);
  });
});

describe('<ask-page> narrow, 1023 px', () => {
  beforeEach(() => setViewport({ width: 1023, height: 800 }));

  it('the rail is a menu: Open menu / Close menu, focus trapped, closed by a click outside', async () => {
    await open();
    const toggle = button('Open menu')!;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(visible(button('Medicare'))).to.equal(false);
    toggle.click();
    await waitFor(() => visible(button('Close menu')), 3000, 'the menu open');
    const close = button('Close menu')!;
    expect(close.getAttribute('aria-expanded')).to.equal('true');
    const medicare = button('Medicare')!;
    await waitFor(() => document.activeElement === medicare, 3000, 'focus on Medicare');
    const order: string[] = [];
    const focused = () => (document.activeElement?.textContent ?? '').trim();
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab']) {
      await sendKeys({ press: key });
      order.push(focused());
    }
    expect(order).to.deep.equal(['Social Security', 'Pro Tips', 'Close menu', 'Medicare', 'Close menu']);
    // A click outside the menu, where the heading is: the page behind is inert, so it lands on the
    // dialog's backdrop.
    await sendMouse({ type: 'click', position: centre(host.querySelector('.ask-page__heading')!) });
    await waitFor(() => button('Open menu')?.getAttribute('aria-expanded') === 'false', 3000, 'the menu closed');
    expect(visible(medicare)).to.equal(false);
  });

  it('Enter does not submit below 1024 px', async () => {
    await open();
    fill('When can I sign up for Medicare?');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => input().value === 'When can I sign up for Medicare?\n', 3000, 'a newline');
    expect(answers()).to.have.length(0);
  });

  it('a topic asks a random question of its list at once', async () => {
    await open();
    button('Open menu')!.click();
    await waitFor(() => visible(button('Social Security')), 3000, 'the menu open');
    button('Social Security')!.click();
    await waitFor(() => answers().length === 1, 3000, 'the question asked');
    await waitFor(() => sent.length === 1, 3000, 'the prompt sent');
    expect(sent[0]!.agent).to.equal('social-security');
    expect(sent[0]!.prompt).to.match(/Social Security/);
  });
});

describe('<ask-page> mobile, 390 px', () => {
  it('the mobile chips, and no automatic focus', async () => {
    await setViewport({ width: 390, height: 844 });
    await emulateMedia({ reducedMotion: 'no-preference' });
    await open();
    expect(visible(button('What does Part B cover?'))).to.equal(true);
    expect(button('What does Medicare Part B cover?')).to.equal(undefined);
    expect(document.activeElement).to.not.equal(input());
  });
});

describe('<ask-page> motion', () => {
  for (const motion of ['no-preference', 'reduce'] as const) {
    it(`${motion}: ${motion === 'reduce' ? 'the text shows without typing' : 'the text is typed out after the stream ends'}`, async () => {
      await emulateMedia({ reducedMotion: motion });
      await open();
      // The page's clock stands while the answer streams in: shown without typing means shown
      // with no time passing; typing (15 ms a character) waits until the test moves the clock.
      await pauseClock();
      // A question of no topic of the corpus: its general answer, the shortest to type out.
      await ask(GENERAL_QUESTION);
      await waitFor(() => received.some((frame) => frame.includes('AGENT_STREAM_END')), STREAM_WAIT, 'the stream end');
      if (motion === 'reduce') {
        await answered();
      } else {
        // The stream has ended; the answer is still being typed.
        await waitFor(() => visible(button('Stop')), 3000, 'Stop');
        expect(copyButtons()).to.have.length(0);
        // Moved five seconds at a time (each move is one command to the runner, so few of them
        // keep the test inside its time on a busy machine): at most twice the typing time of the
        // answer's characters.
        for (let ms = 0; ms < 2 * TYPING_DELAY_MS * chatCorpus.general.medicare.answer.length && copyButtons().length === 0; ms += 5000) await runClock(5000);
        await answered();
      }
    });
  }
});

describe('<ask-page> scrolling, announcements, thinking, app variant', () => {
  beforeEach(() => setViewport({ width: 1280, height: 500 }));

  it('the scroll-down arrow shows 100 ms after scrolling more than 20 px up, and takes the visitor back down', async () => {
    await open();
    await ask(QUESTION);
    await answered();
    const box = host.querySelector<HTMLElement>('.ask-page__responses')!;
    const arrow = () => host.querySelector<HTMLElement>('.ask-page__scroll-down');
    expect(box.scrollHeight - box.clientHeight).to.be.greaterThan(100);
    expect(arrow()).to.equal(null);
    await pauseClock();
    const scrollTo = (top: number) =>
      new Promise((resolve) => {
        box.addEventListener('scroll', resolve, { once: true });
        box.scrollTop = top;
      });
    // 20 px from the bottom still counts as the bottom.
    await scrollTo(box.scrollHeight - box.clientHeight - 20);
    await runClock(3 * SCROLL_CHECK_MS);
    await quietFor(100);
    expect(arrow()).to.equal(null);
    await scrollTo(0);
    await runClock(SCROLL_CHECK_MS);
    await waitFor(() => visible(arrow()), 3000, 'the arrow');
    await resumeClock();
    await sendMouse({ type: 'click', position: centre(arrow()!) });
    await waitFor(() => box.scrollHeight - box.clientHeight - box.scrollTop <= 1, 3000, 'the end in view');
    await waitFor(() => arrow() === null, 3000, 'the arrow gone');
  });

  it('each finished block is announced once, never character by character', async () => {
    await open();
    const said: string[] = [];
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) said.push((node.textContent ?? '').trim());
    }).observe(host.querySelector('[aria-live="polite"]')!, { childList: true, subtree: true });
    await ask(QUESTION);
    await answered();
    const blocks = [...host.querySelector('.ask-page__answer-text')!.children].map((child) => (child.textContent ?? '').trim());
    expect(blocks.length).to.be.greaterThan(1);
    // The last block is said in the render after it shows.
    await waitFor(() => said.includes(blocks.at(-1)!), 3000, 'the last block said');
    for (const block of blocks)
      expect(
        said.filter((text) => text === block),
        block,
      ).to.have.length(1);
    // A few more (the thinking state, the end), but nothing like one per chunk or character.
    expect(said.length).to.be.lessThan(blocks.length + 5);
  });

  it('thinking: the four messages rotate every 2 s until each was shown once, then stay', async () => {
    // A service that is still thinking: the socket opens and nothing reaches the page.
    mode = 'hold';
    await open();
    await pauseClock();
    await ask(QUESTION);
    const thinking = () => host.querySelector('.ask-page__thinking')?.textContent ?? '';
    await waitFor(() => thinking().includes(THINKING_MESSAGES[0]!), 3000, 'the first message');
    for (const message of THINKING_MESSAGES.slice(1)) {
      await runClock(THINKING_ROTATE_MS);
      await waitFor(() => thinking().includes(message), 3000, message);
    }
    await runClock(3 * THINKING_ROTATE_MS);
    await quietFor(100);
    expect(thinking()).to.contain(THINKING_MESSAGES[3]!);
  });

  it('app variant: sources on the main domain are rewritten to this host with /.now.html', async () => {
    sessionStorage.setItem(APP_VIEW_SESSION_KEY, 'true');
    await open();
    await ask(QUESTION);
    await answered();
    const [first] = await sourceLinks();
    const expected = rewriteAnswerLink(ENROLLMENT.resources[0]!.link, { mainDomainHosts: ['www.example.org'], currentOrigin: location.origin });
    expect(expected).to.match(/^http:\/\/localhost:\d+\/.*\.now\.html/);
    expect(first!.getAttribute('href')).to.equal(expected);
  });
});
