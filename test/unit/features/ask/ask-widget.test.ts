// @vitest-environment happy-dom
/**
 * The Ask entry widget's React view (ask-and-rewards 2.2, 5.1) in happy-dom, mounted as the
 * harness mounts it (reactView into a shadow root): its own stylesheet, validation messages, the
 * hand-off and the analytics push. Events go through React's `act`, so each assertion sees the
 * render that the event caused.
 */
import { act } from 'react';
import * as v from 'valibot';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reactView } from '../../../../src/core/react-view.tsx';
import { askWidgetSchema } from '../../../../src/features/ask/ask.schema.ts';
import { decodeStoredQuestion, STORED_QUESTION_KEY } from '../../../../src/features/ask/ask.logic.ts';
import { AskWidget, ERROR_ID, INPUT_ID, SUBMIT_ID } from '../../../../src/features/ask/AskWidget.tsx';
import { questionFromUrl } from '../../../../src/features/ask/handoff.ts';
import widgetCss from '../../../../src/features/ask/widget.css?inline';

const view = reactView(AskWidget);
let unmount: (() => void) | undefined;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

function mount(config: Record<string, unknown> = {}) {
  const host = document.createElement('ask-widget-test');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const parsed = v.parse(askWidgetSchema, { chips: ['What does Part B cover?'], ...config });
  let rendered!: ReturnType<typeof view.mount>;
  act(() => {
    rendered = view.mount(root, { config: parsed, host, locale: 'en', t: (text) => text, authoring: false });
  });
  unmount = () => view.unmount(rendered);
  const input = root.getElementById(INPUT_ID) as HTMLInputElement;
  const submit = root.getElementById(SUBMIT_ID) as HTMLButtonElement;
  const error = root.getElementById(ERROR_ID) as HTMLElement;
  return { host, root, rendered, input, submit, error };
}

/** Types `value` as a person would: the native value setter (React tracks the property's own), then an input event. */
const type = (input: HTMLInputElement, value: string) =>
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
const click = (element: HTMLElement) => act(() => element.click());

describe('<ask-widget> view', () => {
  let open: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    document.body.replaceChildren();
    localStorage.clear();
    sessionStorage.clear();
    delete (window as { adobeDataLayer?: unknown }).adobeDataLayer;
    open = vi.fn();
    vi.stubGlobal('open', open);
    window.history.replaceState(null, '', '/health/info-2027/medicare-basics.html');
  });
  afterEach(() => {
    act(() => unmount?.());
    unmount = undefined;
    document.body.replaceChildren();
  });

  it('imports its CSS as text (?inline) and renders the controls in the shadow root', () => {
    expect(widgetCss).toContain(':host');
    expect(widgetCss).toContain('prefers-reduced-motion');
    const { root, input, submit } = mount();
    expect(submit.textContent).toBe('Ask');
    expect(submit.type).toBe('submit');
    expect(root.querySelector(`label[for="${INPUT_ID}"]`)?.textContent).toBe('Your question');
    expect(input.placeholder).toBe('Ask a question');
    expect([...root.querySelectorAll('.ask-widget__chip')].map((chip) => chip.textContent)).toEqual(['What does Part B cover?']);
    // Nothing in the light DOM: the page's id space holds no Submit_Channel_Entry.
    expect(document.getElementById(SUBMIT_ID)).toBeNull();
  });

  it('shows chip text as text, never as markup', () => {
    const { root } = mount({ chips: ['<img src=x onerror=alert(1)>'] });
    const chip = root.querySelector('.ask-widget__chip')!;
    expect(chip.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(chip.children).toHaveLength(0);
  });

  it('shows the empty message on submit and opens nothing', () => {
    const { submit, error, input } = mount();
    type(input, '   ');
    click(submit);
    expect(error.textContent).toBe('Please enter a question.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(ERROR_ID);
    expect(open).not.toHaveBeenCalled();
    type(input, 'x');
    expect(error.textContent).toBe('');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('checks the limit live, counting without newlines, and clears when back within it', () => {
    const { input, error, submit } = mount({ maxInputLength: 10 });
    type(input, 'a'.repeat(13));
    expect(error.textContent).toBe('Your question is 3 characters too long. Please shorten it.');
    click(submit);
    expect(open).not.toHaveBeenCalled();
    type(input, 'a'.repeat(10));
    expect(error.textContent).toBe('');
  });

  it('submit stores the question with its source_section and opens the Ask page in a new tab', () => {
    const { input, submit } = mount();
    type(input, '  Is Part D required?  ');
    click(submit);
    expect(open).toHaveBeenCalledWith(`${location.origin}/ask-member?source_section=health-info-2027`, '_blank', 'noopener');
    const stored = decodeStoredQuestion(localStorage.getItem(STORED_QUESTION_KEY), Date.now());
    expect(stored).toMatchObject({ question: 'Is Part D required?', sourceSection: 'health-info-2027' });
    expect((window as unknown as { adobeDataLayer: unknown[] }).adobeDataLayer).toEqual([
      { event: 'ask-widget-submit', source_section: 'health-info-2027', eventInfo: { source_section: 'health-info-2027', control: 'submit' } },
    ]);
  });

  it('a chip asks its own prompt', () => {
    const { root } = mount();
    click(root.querySelector<HTMLButtonElement>('.ask-widget__chip')!);
    expect(open).toHaveBeenCalledTimes(1);
    expect(decodeStoredQuestion(localStorage.getItem(STORED_QUESTION_KEY), Date.now())?.question).toBe('What does Part B cover?');
  });

  it('an Ask page on another origin gets the question in the fragment, not in storage', () => {
    const { input, submit } = mount({ askUrl: 'https://www.example.org/ask-member' });
    type(input, 'Part B?');
    click(submit);
    const url = open.mock.calls[0]![0] as string;
    expect(url).toBe('https://www.example.org/ask-member?source_section=health-info-2027#ask_question=Part%20B%3F');
    expect(questionFromUrl(url)).toEqual({ question: 'Part B?', sourceSection: 'health-info-2027' });
    expect(localStorage.getItem(STORED_QUESTION_KEY)).toBeNull();
  });

  it('opens in the same window in the app variant', () => {
    window.history.replaceState(null, '', '/health/info-2027/medicare-basics.html?EXP=member_app');
    const assign = vi.fn();
    const { input, submit } = mount();
    const spy = vi.spyOn(window.location, 'assign').mockImplementation(assign);
    type(input, 'Part B?');
    click(submit);
    expect(open).not.toHaveBeenCalled();
    expect(spy).toHaveBeenCalledWith(`${location.origin}/ask-member/.now.html?source_section=health-info-2027`);
  });

  it('adopts its stylesheet into the shadow root, once however often it renders', () => {
    const { root, host, rendered } = mount();
    expect(root.adoptedStyleSheets).toHaveLength(1);
    act(() => view.update(rendered, { config: v.parse(askWidgetSchema, { heading: 'Other' }), host, locale: 'en', t: (text) => text, authoring: false }));
    expect(root.querySelector('h2')?.textContent).toBe('Other');
    expect(root.adoptedStyleSheets).toHaveLength(1);
  });

  it('keeps what the visitor typed when the configuration changes', () => {
    const { root, host, rendered, input } = mount();
    type(input, 'Part B?');
    act(() => view.update(rendered, { config: v.parse(askWidgetSchema, { chips: [] }), host, locale: 'en', t: (text) => text, authoring: false }));
    expect(root.getElementById(INPUT_ID)).toBe(input);
    expect(input.value).toBe('Part B?');
    expect(root.querySelector('.ask-widget__chips')).toBeNull();
  });

  it('unmount removes what it rendered', () => {
    const { root } = mount();
    act(() => unmount?.());
    unmount = undefined;
    expect(root.querySelector('.ask-widget')).toBeNull();
  });
});
