// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCobrowseOpen } from '../../../../src/features/cobrowse/cobrowse.logic.ts';
import { COBROWSE_RECHECK_MS, enhanceCobrowseLink } from '../../../../src/features/cobrowse/cobrowse.enhance.ts';
import { translator } from '../../../../src/core/i18n.ts';

// Site 2.14 / 9: Monday to Friday, hours 8 to 20 inclusive, US Eastern (UTC-5, UTC-4 in DST).
describe('isCobrowseOpen', () => {
  it.each([
    // winter, UTC-5
    ['2026-01-12T13:00:00Z', 'Mon 08:00 EST', true],
    ['2026-01-12T12:59:59Z', 'Mon 07:59 EST', false],
    ['2026-01-16T01:59:59Z', 'Thu 20:59 EST', true],
    ['2026-01-17T01:59:59Z', 'Fri 20:59 EST', true],
    ['2026-01-17T02:00:00Z', 'Fri 21:00 EST', false],
    ['2026-01-17T15:00:00Z', 'Sat 10:00 EST', false],
    ['2026-01-18T15:00:00Z', 'Sun 10:00 EST', false],
    ['2026-01-13T04:30:00Z', 'Mon 23:30 EST (Tue in UTC)', false],
    // summer, UTC-4
    ['2026-07-15T12:00:00Z', 'Wed 08:00 EDT', true],
    ['2026-07-15T11:59:00Z', 'Wed 07:59 EDT', false],
    ['2026-07-16T00:59:00Z', 'Wed 20:59 EDT', true],
    ['2026-07-16T01:00:00Z', 'Wed 21:00 EDT', false],
    ['2026-07-18T00:30:00Z', 'Fri 20:30 EDT (Sat in UTC)', true],
    // the Mondays after the switches
    ['2026-03-09T12:00:00Z', 'Mon 08:00 EDT, day after spring forward', true],
    ['2026-03-09T11:30:00Z', 'Mon 07:30 EDT, day after spring forward', false],
    ['2026-11-02T12:30:00Z', 'Mon 07:30 EST, day after fall back', false],
    ['2026-11-02T13:00:00Z', 'Mon 08:00 EST, day after fall back', true],
  ])('%s (%s) -> %s', (instant, _label, expected) => {
    expect(isCobrowseOpen(new Date(instant))).toBe(expected);
  });
});

describe('enhanceCobrowseLink', () => {
  const t = translator('en', {});
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  function setup(html: string) {
    document.body.innerHTML = `<footer>${html}</footer>`;
    return document.querySelector('cobrowse-link') as HTMLElement;
  }

  it('removes the link when the office closes while the page is open', () => {
    vi.useFakeTimers({ now: new Date('2026-01-16T01:58:30Z'), toFake: ['Date', 'setInterval', 'clearInterval'] }); // Thu 20:58:30 EST
    const host = setup('<cobrowse-link><a href="https://cobrowse.example/start">Cobrowse</a></cobrowse-link>');
    const cleanup = enhanceCobrowseLink({ host, config: { enabled: true, label: 'Cobrowse' }, t, locale: 'en', authoring: false });
    expect(host.isConnected).toBe(true);
    vi.advanceTimersByTime(COBROWSE_RECHECK_MS);
    expect(host.isConnected).toBe(true); // 20:59:30
    vi.advanceTimersByTime(COBROWSE_RECHECK_MS);
    expect(host.isConnected).toBe(false); // 21:00:30
    cleanup?.();
  });

  it.each([
    ['enabled in hours', true, '2026-01-14T15:00:00Z', true],
    ['disabled in hours', false, '2026-01-14T15:00:00Z', false],
    ['enabled out of hours', true, '2026-01-14T03:00:00Z', false],
  ])('%s -> kept: %s', (_name, enabled, instant, kept) => {
    vi.useFakeTimers({ now: new Date(instant), toFake: ['Date'] });
    const host = setup('<cobrowse-link><a href="https://cobrowse.example/start">Cobrowse</a></cobrowse-link>');
    const cleanup = enhanceCobrowseLink({ host, config: { enabled, label: 'Cobrowse' }, t, locale: 'en', authoring: false });
    expect(host.isConnected).toBe(kept);
    if (typeof cleanup === 'function') cleanup();
  });

  it('keeps the link in authoring mode whatever the hours or the footer switch', () => {
    vi.useFakeTimers({ now: new Date('2026-01-18T15:00:00Z'), toFake: ['Date'] });
    const host = setup('<cobrowse-link><a href="https://cobrowse.example/start"></a></cobrowse-link>');
    enhanceCobrowseLink({ host, config: { enabled: false, label: 'Cobrowse' }, t, locale: 'en', authoring: true });
    expect(host.isConnected).toBe(true);
    expect(host.querySelector('a')!.textContent).toBe('Cobrowse');
  });

  it('removes an element that has no link to show', () => {
    vi.useFakeTimers({ now: new Date('2026-01-14T15:00:00Z'), toFake: ['Date'] });
    const host = setup('<cobrowse-link></cobrowse-link>');
    enhanceCobrowseLink({ host, config: { enabled: true, label: 'Cobrowse' }, t, locale: 'en', authoring: false });
    expect(host.isConnected).toBe(false);
  });

  it('gives an empty link the default label, translated, and keeps an authored one', () => {
    vi.useFakeTimers({ now: new Date('2026-01-14T15:00:00Z'), toFake: ['Date'] });
    const es = translator('es', { Cobrowse: 'Navegación compartida' });
    const empty = setup('<cobrowse-link><a href="#"> </a></cobrowse-link>');
    enhanceCobrowseLink({ host: empty, config: { enabled: true, label: 'Cobrowse' }, t: es, locale: 'es', authoring: false });
    expect(empty.querySelector('a')!.textContent).toBe('Navegación compartida');
    const authored = setup('<cobrowse-link><a href="#">Co-browse with us</a></cobrowse-link>');
    enhanceCobrowseLink({ host: authored, config: { enabled: true, label: 'Cobrowse' }, t: es, locale: 'es', authoring: false });
    expect(authored.querySelector('a')!.textContent).toBe('Co-browse with us');
  });
});
