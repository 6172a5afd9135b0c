// @vitest-environment happy-dom
/**
 * The close-container's view in happy-dom: a close control only when the CMS put something in
 * it (the embedded JSON config and the element's own render root do not count), none while
 * authoring, and closing hides the container. Focus moves are checked in Chromium
 * (test/browser/banners.test.ts).
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translator } from '../../../../src/core/i18n.ts';
import { CloseContainer } from '../../../../src/features/close-container/CloseContainer.tsx';
import { mountView } from '../../mount-view.ts';

const t = translator('en', {});

function container(markup: string, authoring = false): HTMLElement {
  const host = document.createElement('close-container');
  host.innerHTML = markup;
  document.body.append(host);
  mountView(CloseContainer, { host, config: { closeText: 'Close' }, t, locale: 'en', authoring });
  return host;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('close-container view', () => {
  it('adds a Close control; closing hides the container', () => {
    const host = container('<p>Offices closed Monday.</p>');
    const button = host.querySelector<HTMLButtonElement>('button.dismiss-close.close-container__close')!;
    expect(button.getAttribute('aria-label')).toBe('Close');
    act(() => button.click());
    expect(host.hidden).toBe(true);
    expect(host.querySelector('button')).toBeNull();
  });

  it.each([
    ['nothing', ''],
    ['spaces', '   \n  '],
    ['only its JSON config', '<script type="application/json">{"closeText":"Close"}</script>'],
  ])('with %s inside: no control and a console warning', (_, markup) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const host = container(markup);
    expect(host.querySelector('button')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('<close-container> is empty'));
  });

  it('loose text counts as content', () => {
    expect(container('Offices closed Monday.').querySelector('button')).not.toBeNull();
  });

  it('authoring mode: no control, no warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(container('<p>Notice</p>', true).querySelector('button')).toBeNull();
    expect(container('', true).querySelector('button')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});
