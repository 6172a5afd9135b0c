/**
 * The member strip's view in happy-dom: the discovery variant's image (site 2.4, 3.7, 4.5) and the
 * membership number kept in its store when the CMS editor re-inserts the strip (issue 12). The
 * number's services are replaced; the view, rules and stores are the real ones.
 */
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translator } from '../../../../src/core/i18n.ts';
import { parseAuthCookie } from '../../../../src/domain/auth-cookie.ts';
import { memberStripSchema, type MemberStripConfig } from '../../../../src/features/member-strip/member-strip.schema.ts';
import { $memberNumber, hideNumber } from '../../../../src/features/member-strip/member-strip.store.ts';
import { enhanceMemberStrip } from '../../../../src/features/member-strip/member-strip-view.dom.ts';
import { $identitySources, $pageContext } from '../../../../src/stores/index.ts';

vi.mock('../../../../src/api/member-number.ts', () => ({
  fetchLastPasswordVerification: async () => Date.now(),
  fetchCoreUser: async () => ({ status: 'SUCCESS', memberNumber: '4384 0012' }),
}));

const t = translator('en', {});
const es = translator('es', { 'Membership card': 'Tarjeta de socio' });

let host: HTMLElement;
let cleanup: (() => void) | undefined;

/** Renders the view as the harness does on a configuration change: the previous one goes first. */
function render(fields: Record<string, unknown>, translate = t): void {
  const config = v.parse(memberStripSchema, fields) as MemberStripConfig;
  unmount();
  cleanup = enhanceMemberStrip({ config, host, t: translate, locale: 'en', authoring: false });
}

function unmount(): void {
  cleanup?.();
  cleanup = undefined;
}

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

describe('the membership number across a re-insert', () => {
  beforeEach(() => {
    $identitySources.set({ accessToken: 'token-pat', at: parseAuthCookie({ ms: '0', mar: 'Y', me: '2027-06-30', f: 'Pat' }) });
  });

  it('is revealed, focused, and still shown (without taking focus) after the strip mounts again', async () => {
    render({ cardImage: '/card.png', viewMembershipNumberLabel: 'View' });
    expect(host.getAttribute('data-strip-state')).toBe('member');
    expect(host.querySelector('img')!.getAttribute('alt')).toBe('');
    const view = [...host.querySelectorAll('button')].find((button) => button.textContent?.startsWith('View'))!;
    view.click();
    await vi.waitFor(() => expect($memberNumber.get().step).toBe('shown'));
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
});

describe('the DOM view across renders', () => {
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
    toggle.click();
    expect(host.querySelector('.member-strip__toggle')).toBe(toggle);
    expect(document.activeElement).toBe(toggle);
    expect([toggle.getAttribute('aria-expanded'), panel.hidden, toggle.textContent]).toEqual(['true', false, 'Hide membership details']);
    expect(host.querySelector('section')!.classList.contains('member-strip--expanded')).toBe(true);
    $identitySources.set({ ...$identitySources.get() });
    expect(host.querySelector('[role="status"]')).toBe(status);
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
