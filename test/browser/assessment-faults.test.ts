/**
 * The fault matrix of `<assessment-flow>` (fault-cases.ts; test/quality/fault-matrix.ts): every
 * fault of `faultsFor` on each of its services, on the assessment hub's demo page body in this
 * document, as bh-lifestyle-completed-mbs-in-progress (the user type the completion check runs
 * for; no counter: one try) so that both services are called. Brain-health 8: "Assessment-complete
 * fails -> retried" (here the single try of a visitor without a counter) and "other errors: not
 * shown": a failed check ends in 'not complete' with its status line; failed scores show nothing
 * (no section) while the page stays as the CMS made it; each failure is a console warning.
 */
import { expect } from 'chai';
import { CACHE_CLEAN_FLAGS, PROGRAM_LOCAL_KEYS } from '../../src/domain/program-caches.ts';
import { faultCases } from './fault-cases.ts';
import { waitAttribute, waitLogged } from './fault-dom.ts';

const PERSONA = 'bh-lifestyle-completed-mbs-in-progress';

faultCases(
  'brain-health-assessment',
  () => import('../../elements/assessment-flow/define.ts'),
  // Each case starts with no counter and no clean flag.
  () => {
    for (const key of [PROGRAM_LOCAL_KEYS.assessmentAttempts, ...Object.values(CACHE_CLEAN_FLAGS)]) localStorage.removeItem(key);
  },
  {
    'assessment-flow': {
      page: 'brain-health-assessment',
      persona: PERSONA,
      async behaviour(host, _fault, service, logged) {
        if (service.endsWith('/assessment_complete')) {
          // 7.3 / 8: a failed try (no counter: the only one); nothing flagged, the status line says so.
          await waitAttribute(host, 'data-assessment-state', 'not-complete');
          await waitLogged(logged.warnings, '<assessment-flow> the assessment completion check');
          expect(Object.values(CACHE_CLEAN_FLAGS).map((key) => localStorage.getItem(key))).to.deep.equal([null, null, null]);
          // The scores (not failing) still come: pending, for an assessment that is not complete.
          await waitAttribute(host, 'data-scores-state', 'pending');
        } else {
          await waitAttribute(host, 'data-scores-state', 'failed');
          expect(host.querySelector('section'), 'no scores section').to.equal(null);
          await waitLogged(logged.warnings, '<assessment-flow> assessment scores unavailable');
          await waitAttribute(host, 'data-assessment-state', 'not-complete');
        }
        expect(logged.navigations, 'no redirect').to.deep.equal([]);
      },
    },
  },
);
