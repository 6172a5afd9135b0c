// @vitest-environment happy-dom
/**
 * The member strip's React view in happy-dom, mounted as the harness mounts it (`reactView`: a
 * `data-element-root` child, the first render synchronous): the discovery variant's image (site
 * 2.4, 3.7, 4.5), the membership number kept in its store when the CMS editor re-inserts the
 * strip (issue 12), and the nodes React keeps across renders (focus, the live region). The
 * number's services are replaced; the view, rules and stores are the real ones.
 */
import { act } from 'react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ViewProps } from '../../../../src/core/element.ts';
import { translator } from '../../../../src/core/i18n.ts';
import { reactView } from '../../../../src/core/react-view.tsx';
import { parseAuthCookie } from '../../../../src/domain/auth-cookie.ts';
import { MemberStrip } from '../../../../src/features/member-strip/MemberStrip.tsx';
import { memberStripSchema, type MemberStripConfig } from '../../../../src/features/member-strip/member-strip.schema.ts';
import { $memberNumber, hideNumber } from '../../../../src/features/member-strip/member-strip.store.ts';
import { $identitySources, $pageContext } from '../../../../src/stores/index.ts';

vi.mock('../../../../src/api/member-number.ts', () => ({
  fetchLastPasswordVerification: async () => Date.now(),
  fetchCoreUser: async () => ({ status: 'SUCCESS', memberNumber: '4384 0012' }),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const t = translator('en', {});
const es = translator('es', { 'Membership card': 'Tarjeta de socio' });
const view = reactView(MemberStrip);

let host: HTMLElement;
let rendered: ReturnType<typeof view.mount> | undefined;

function props(fields: Record<string, unknown>, translate = t): ViewProps<MemberStripConfig> {
  return { config: v.parse(memberStripSchema, fields) as MemberStripConfig, host, t: translate, locale: 'en', authoring: false };
}

/** Mounts the view as the harness does (a re-insert: the previous one goes first). */
function render(fields: Record<string, unknown>, translate = t): void {
  unmount();
  act(() => {
    rendered = view.mount(host, props(fields, translate));
  });
}

/** A configuration change (an observed attribute in the editor): the harness updates the same root. */
function update(fields: Record<string, unknown>): void {
  act(() => view.update(rendered!, props(fields)));
}

function unmount(): void {
  if (rendered) act(() => view.unmount(rendered!));
  rendered = undefined;
}

const button = (name: RegExp) => [...host.querySelectorAll('button')].find((candidate) => name.test(candidate.textContent ?? ''))!;

beforeEach(() => {
  $pageContext.set({ ...$pageContext.get(), now: new Date('2027-01-15T12:00:00Z'), locale: 'en' });
  $identitySources.set({});
  hideNumber();
  host = document.createElement('member-strip');
  document.body.append(host);
});

afterEach(() => {
  unmount();
  host.remove();
});

describe('discovery variant', () => {
  it('shows the card image with the default text alternative, its box reserved, then join and log in', () => {
    render({ discoveryTemplateCheck: 'true', cardImage: '/images/card.svg', joinNowLinkText: 'Join now', memberLoginLinkText: 'Log in' });
    expect(host.getAttribute('data-strip-state')).toBe('discovery');
    const image = host.querySelector('img')!;
    expect(image.getAttribute('src')).toBe(new URL('/images/card.svg', document.baseURI).href);
    expect([image.getAttribute('alt'), image.getAttribute('width'), image.getAttribute('height')]).toEqual(['Membership card', '128', '80']);
    expect([...host.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['Join now', 'Log in']);
    expect(host.querySelector('.member-strip__greeting')!.textContent).toBe('Welcome');
  });

  it('takes the text alternative from cardImageAlt, else from the dictionary', () => {
    render({ discoveryTemplateCheck: true, cardImage: '/card.png', cardImageAlt: ' Your member card ' });
    expect(host.querySelector('img')!.getAttribute('alt')).toBe('Your member card');
    render({ discoveryTemplateCheck: true, cardImage: '/card.png' }, es);
    expect(host.querySelector('img')!.getAttribute('alt')).toBe('Tarjeta de socio');
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', ''])('an unusable address %j: discovery without an image', (cardImage) => {
    render({ discoveryTemplateCheck: 'true', cardImage });
    expect(host.getAttribute('data-strip-state')).toBe('discovery');
    expect(host.querySelector('img')).toBeNull();
  });

  it.each(['false', 'yes', ''])('discoveryTemplateCheck %j: the plain anonymous strip, no image', (discoveryTemplateCheck) => {
    render({ discoveryTemplateCheck, cardImage: '/card.png' });
    expect(host.getAttribute('data-strip-state')).toBe('anonymous');
    expect(host.querySelector('img')).toBeNull();
  });
});

describe('the membership number', () => {
  beforeEach(() => {
    $identitySources.set({ accessToken: 'token-pat', at: parseAuthCookie({ ms: '0', mar: 'Y', me: '2027-06-30', f: 'Pat' }) });
  });

  it('is revealed, focused, and still shown (without taking focus) after the strip mounts again', async () => {
    render({ cardImage: '/card.png', viewMembershipNumberLabel: 'View' });
    expect(host.getAttribute('data-strip-state')).toBe('member');
    expect(host.querySelector('img')!.getAttribute('alt')).toBe('');
    await act(async () => button(/^View/).click());
    await vi.waitFor(() => expect($memberNumber.get().step).toBe('shown'));
    await act(async () => undefined);
    const number = host.querySelector<HTMLButtonElement>('.member-strip__number-value')!;
    expect(number.textContent).toBe('4384 0012');
    expect(document.activeElement).toBe(number);

    // The editor re-inserts the element: r2wc unmounts the view and mounts a new one.
    unmount();
    number.blur();
    render({ cardImage: '/card.png', viewMembershipNumberLabel: 'View' });
    const again = host.querySelector<HTMLButtonElement>('.member-strip__number-value')!;
    expect(again.textContent).toBe('4384 0012');
    expect(document.activeElement).not.toBe(again);
  });

  it('keeps the copy button, and focus on it, when the live notice changes', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render({ viewMembershipNumberLabel: 'View' });
    const status = host.querySelector('[role="status"]')!;
    await act(async () => button(/^View/).click());
    await vi.waitFor(() => expect($memberNumber.get().step).toBe('shown'));
    await act(async () => undefined);
    expect(status.textContent).toBe('Membership number shown. Select it to copy it.');
    const number = host.querySelector<HTMLButtonElement>('.member-strip__number-value')!;
    expect(document.activeElement).toBe(number);

    await act(async () => number.click());
    await vi.waitFor(() => expect($memberNumber.get().notice).toBe('copied'));
    await act(async () => undefined);
    expect(writeText).toHaveBeenCalledWith('4384 0012');
    expect(host.querySelector('[role="status"]')).toBe(status);
    expect(status.textContent).toBe('Membership number copied to the clipboard');
    expect(host.querySelector('.member-strip__number-value')).toBe(number);
    expect(document.activeElement).toBe(number);
  });
});

describe('the view across renders', () => {
  beforeEach(() => {
    $identitySources.set({ accessToken: 'token-pat', at: parseAuthCookie({ ms: '0', mar: 'Y', me: '2027-06-30', f: 'Pat' }) });
  });

  it('keeps the live region, and the toggle in focus, as the same nodes', () => {
    vi.stubGlobal('innerWidth', 800);
    render({ viewMembershipNumberLabel: 'View' });
    const status = host.querySelector('[role="status"]')!;
    const toggle = host.querySelector<HTMLButtonElement>('.member-strip__toggle')!;
    const panel = host.querySelector<HTMLElement>('.member-strip__panel')!;
    expect(toggle.getAttribute('aria-controls')).toBe(panel.id);
    expect([toggle.getAttribute('aria-expanded'), panel.hidden]).toEqual(['false', true]);
    toggle.focus();
    act(() => toggle.click());
    expect(host.querySelector('.member-strip__toggle')).toBe(toggle);
    expect(document.activeElement).toBe(toggle);
    expect([toggle.getAttribute('aria-expanded'), panel.hidden, toggle.textContent]).toEqual(['true', false, 'Hide membership details']);
    expect(host.querySelector('section')!.classList.contains('member-strip--expanded')).toBe(true);
    act(() => $identitySources.set({ ...$identitySources.get() }));
    expect(host.querySelector('[role="status"]')).toBe(status);
  });

  it('follows the identity store: a logout turns the member strip into the anonymous one', () => {
    render({});
    expect(host.getAttribute('data-strip-state')).toBe('member');
    act(() => $identitySources.set({}));
    expect(host.getAttribute('data-strip-state')).toBe('anonymous');
    expect(host.querySelector('.member-strip__greeting')!.textContent).toBe('Welcome');
  });

  it('a configuration change re-renders the same strip: the expanded panel stays open', () => {
    render({ enableMojo: 'false' });
    const toggle = host.querySelector<HTMLButtonElement>('.member-strip__toggle')!;
    act(() => toggle.click());
    update({ enableMojo: 'true', mojoLink: '/partner/', mojoLinkLabel: 'Partner program' });
    expect(host.querySelector('.member-strip__toggle')).toBe(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect([...host.querySelectorAll('a')].map((link) => link.textContent)).toContain('Partner program');
  });

  it('renders configured text as text, never as markup', () => {
    $identitySources.set({});
    render({ joinNowMessage: '<img src=x onerror="alert(1)">', joinNowLinkText: '<b>Join</b>' });
    expect(host.querySelector('.member-strip__message')!.textContent).toBe('<img src=x onerror="alert(1)">');
    expect(host.querySelector('img, b')).toBeNull();
  });

  it('cleans up: the strip goes and the stores no longer reach it', () => {
    render({});
    expect(host.querySelector('[data-element-root] > section.member-strip')).not.toBeNull();
    unmount();
    expect(host.querySelector('[data-element-root]')).toBeNull();
    $identitySources.set({});
    expect(host.children).toHaveLength(0);
  });
});
