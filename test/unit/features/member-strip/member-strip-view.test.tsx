/**
 * The member strip's view in happy-dom: the discovery variant's image (site 2.4, 3.7, 4.5) and the
 * membership number kept in its store when the CMS editor re-inserts the strip (issue 12). The
 * number's services are replaced; the view, rules and stores are the real ones.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translator } from '../../../../src/core/i18n.ts';
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

let host: HTMLElement;
let root: Root;

function render(fields: Record<string, unknown>, translate = t): void {
  const config = v.parse(memberStripSchema, fields) as MemberStripConfig;
  act(() => root.render(<MemberStrip config={config} host={host} t={translate} locale="en" authoring={false} />));
}

beforeEach(() => {
  $pageContext.set({ ...$pageContext.get(), now: new Date('2027-01-15T12:00:00Z'), locale: 'en' });
  $identitySources.set({});
  hideNumber();
  host = document.createElement('member-strip');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
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
    await act(async () => view.click());
    await vi.waitFor(() => expect($memberNumber.get().step).toBe('shown'));
    await act(async () => undefined);
    const number = host.querySelector<HTMLButtonElement>('.member-strip__number-value')!;
    expect(number.textContent).toBe('4384 0012');
    expect(document.activeElement).toBe(number);

    // The editor re-inserts the element: r2wc unmounts the view and mounts a new one.
    act(() => root.unmount());
    number.blur();
    root = createRoot(host);
    render({ cardImage: '/card.png', viewMembershipNumberLabel: 'View' });
    const again = host.querySelector<HTMLButtonElement>('.member-strip__number-value')!;
    expect(again.textContent).toBe('4384 0012');
    expect(document.activeElement).not.toBe(again);
  });
});
