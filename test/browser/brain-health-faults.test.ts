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
import { faultCases } from './fault-cases.ts';
import { waitAttribute, waitLogged } from './fault-dom.ts';

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
    ]),
  // Each case asks again: no cached tiles, no sheet closed earlier.
  () => {
    localStorage.removeItem(UP_NEXT_CACHE_KEY);
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
  },
);
