/**
 * The fault matrix of the small brain-health elements that call services (fault-cases.ts;
 * test/quality/fault-matrix.ts): every fault of `faultsFor` on each one's service, on its demo
 * page's body in this document (the programme sub-site's pages: one site config), as
 * member-auto-renew. Brain-health 8 shows no error for these ("other errors: not shown"), and
 * issue 33 asks for nothing in their place: each element shows nothing, takes no room, says in the
 * console what failed, and leaves the CMS's content as it was (the my-list link; the page around
 * the up-next tiles and the top sheet).
 */
import { expect } from 'chai';
import { TOP_SHEET_CLOSED_KEY } from '../../src/domain/top-sheet.ts';
import { UP_NEXT_CACHE_KEY } from '../../src/stores/program-content.ts';
import { MESSAGING_USER_KEY } from '../../src/stores/program-inbox.ts';
import { faultCases } from './fault-cases.ts';
import { waitAttribute, waitLogged } from './fault-dom.ts';
import { waitFor } from './helpers.ts';

/** Nothing of the element's own is drawn: no room, no section. */
function nothingShown(host: HTMLElement): void {
  expect(host.querySelector('section'), 'nothing rendered').to.equal(null);
  expect(host.getBoundingClientRect().height, 'no room taken').to.equal(0);
}

faultCases(
  'brain-health-start',
  () =>
    Promise.all([
      import('../../elements/my-list-count/define.ts'),
      import('../../elements/up-next/define.ts'),
      import('../../elements/top-sheet/define.ts'),
      import('../../elements/daily-puzzle-link/define.ts'),
      import('../../elements/message-inbox/define.ts'),
    ]),
  // Each case asks again: no cached tiles, no sheet closed earlier, no cached messaging user.
  () => {
    localStorage.removeItem(UP_NEXT_CACHE_KEY);
    localStorage.removeItem(MESSAGING_USER_KEY);
    sessionStorage.removeItem(TOP_SHEET_CLOSED_KEY);
  },
  {
    // 4.14: no count (none shown), the CMS's link as it was.
    'my-list-count': {
      page: 'brain-health-start',
      async behaviour(host, _fault, _service, logged) {
        await waitAttribute(host, 'data-my-list-state', 'failed');
        expect(host.querySelector('[data-count]')!.textContent).to.equal('');
        const link = host.querySelector('a')!;
        expect([link.getAttribute('href'), link.textContent!.trim()]).to.deep.equal(['/my-list/', 'My list']);
        await waitLogged(logged.warnings, '<my-list-count> my list unavailable');
      },
    },
    // 7.6 (issue 33): empty or failed, nothing rendered and the page intact.
    'up-next': {
      page: 'brain-health-article',
      async behaviour(host, _fault, _service, logged) {
        await waitAttribute(host, 'data-up-next-state', 'failed');
        nothingShown(host);
        await waitLogged(logged.warnings, '<up-next> up-next tiles unavailable');
      },
    },
    // 1 (issue 33): a fragment that fails to load leaves no gap; a body that is no fragment
    // (malformed, wrong-shaped) has nothing to show and is not shown either.
    'top-sheet': {
      page: 'brain-health-start',
      async behaviour(host, _fault, _service, logged) {
        await waitAttribute(host, 'data-top-sheet-state', 'failed');
        nothingShown(host);
        await waitLogged(logged.warnings, /<top-sheet> (the fragment unavailable|the fragment at .* has nothing to show)/);
      },
    },
    // 4.10, 7.1, 8 (issue 34): the messaging user API that fails (the 'user-api' adapter of the
    // header's inbox): 'Messages are unavailable right now' in the panel, no badge, no error. The
    // matrix's persona has no cards, so the service answers 204, which has no body to spoil: the
    // body faults leave 'No messages' here (message-inbox.test.ts spoils a 200 answer's body).
    'message-inbox': {
      page: 'brain-health-start',
      async behaviour(host, fault, _service, logged) {
        const bodyFault = fault.name === 'wrong-shaped body' || fault.name === 'malformed body';
        await waitFor(() => /unavailable|ready/.test(host.getAttribute('data-inbox-state') ?? ''), 10_000, 'the inbox to settle');
        const badge = host.querySelector<HTMLElement>('[data-inbox-badge]')!;
        expect(badge.hidden, 'no badge').to.equal(true);
        if (!bodyFault) {
          expect(host.getAttribute('data-inbox-state')).to.equal('unavailable');
          await waitLogged(logged.warnings, '<message-inbox> messages unavailable');
        }
        // Opening the panel tries again (message-inbox.test.ts): the held answer of the timeout
        // case is held once, so that try gets the messages; every other fault fails it the same way.
        host.querySelector<HTMLButtonElement>('[data-inbox-toggle]')!.click();
        const panel = host.querySelector<HTMLElement>('[data-inbox-panel]')!;
        if (bodyFault) {
          await waitFor(() => !panel.hidden && /Messages are unavailable right now|No messages/.test(panel.textContent ?? ''), 5000, 'the panel message');
        } else if (fault.hangs) {
          await waitFor(
            () => host.getAttribute('data-inbox-state') === 'ready' && !/Loading|unavailable/.test(panel.textContent ?? ''),
            10_000,
            'the messages on the second try',
          );
        } else {
          const failed = () => logged.warnings.filter((warning) => warning.includes('<message-inbox> messages unavailable')).length;
          await waitFor(() => failed() >= 2 && host.getAttribute('data-inbox-state') === 'unavailable', 10_000, 'the second try to fail');
          expect(panel.textContent).to.equal('Messages are unavailable right now');
        }
        host.querySelector<HTMLButtonElement>('[data-inbox-toggle]')!.click();
      },
    },
  },
);
