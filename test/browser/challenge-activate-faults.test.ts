/**
 * The fault matrix of <challenge-step> and <activate-button> (issue 34; fault-cases.ts;
 * test/quality/fault-matrix.ts): every fault of `faultsFor` on each of their services, on their
 * demo pages' bodies in this document (the programme sub-site: one site config), as
 * member-auto-renew (the emulator's programme reads them as registered-non-activated-member: a
 * locked type, so the valid-user check sends them to the programme home, a navigation caught).
 * The pages' program-gate is not defined here: its own faults are program-faults.test.ts's.
 *
 * - challenge-step: a failed valid-user check does nothing but say so in the console (no
 *   navigation); a failed shape is the console's 'Failed to Update Challenges Shape', nothing
 *   shown (this member's 204 keeps its empty body under a body fault: the shape removed); a failed save (the link activated with a stored challenge) is said in the status line,
 *   nothing stored, no flag, the visitor not sent on, and the link usable. The link is intact.
 * - activate-button: the button leaves its loading state ('Activate' again, not busy) and the
 *   failure is said; no navigation (none of these is an invalid token).
 */
import { expect } from 'chai';
import { demoStoredChallenge } from '../../cms-templates/challenge-step.ts';
import { faultCases } from './fault-cases.ts';
import { textOf, waitAttribute, waitLogged, waitText } from './fault-dom.ts';
import { quietFor } from './helpers.ts';

const NEXT_STEP = '/challenges/sleep-better/step-2/';

faultCases(
  'brain-health-challenge-step-1',
  () => Promise.all([import('../../elements/challenge-step/define.ts'), import('../../elements/activate-button/define.ts')]),
  () => {
    localStorage.removeItem('challengesShape');
    localStorage.removeItem('CurrentChallenge');
    sessionStorage.removeItem('challengeCongratulation');
  },
  {
    'challenge-step': {
      page: 'brain-health-challenge-step-1',
      async trigger(host, service) {
        if (!service.endsWith('/me/challenges')) return;
        localStorage.setItem('CurrentChallenge', demoStoredChallenge(0));
        host.querySelector<HTMLAnchorElement>('a[href]')!.click();
      },
      async behaviour(host, fault, service, logged) {
        const link = host.querySelector<HTMLAnchorElement>('a[href]')!;
        expect([link.getAttribute('href'), textOf(link)]).to.deep.equal([NEXT_STEP, 'Next step']);
        if (service.endsWith('/valid-user')) {
          await waitLogged(logged.warnings, '<challenge-step> the valid-user check unavailable');
          await quietFor(100);
          expect(logged.navigations, 'no navigation').to.deep.equal([]);
        } else if (service.endsWith('.json')) {
          // This member's type has no challenges: the service's 204 (no body to spoil) stays a 204,
          // accepted (7.5), so a body fault removes the cached shape; any other fault fails.
          const bodyFault = /body/.test(fault.name);
          await waitAttribute(host, 'data-challenge-shape', bodyFault ? 'removed' : 'failed');
          if (!bodyFault) await waitLogged(logged.warnings, '<challenge-step> Failed to Update Challenges Shape');
          expect(textOf(host.querySelector('[role="status"]')), 'nothing shown').to.equal('');
        } else {
          await waitAttribute(host, 'data-challenge-state', 'failed');
          await waitText(host, 'Your progress could not be saved.', 'the failure said');
          await waitLogged(logged.warnings, "<challenge-step> the challenge's progress was not saved");
          expect(link.hasAttribute('aria-disabled'), 'the link usable').to.equal(false);
          expect(localStorage.getItem('CurrentChallenge')).to.equal(demoStoredChallenge(0));
          expect(sessionStorage.getItem('challengeCongratulation')).to.equal(null);
          expect(
            logged.navigations.filter((url) => url.endsWith(NEXT_STEP)),
            'not sent on',
          ).to.deep.equal([]);
        }
      },
    },
    'activate-button': {
      page: 'brain-health-activate',
      async trigger(host) {
        host.querySelector('button')!.click();
      },
      async behaviour(host, _fault, _service, logged) {
        await waitAttribute(host, 'data-activation-state', 'failed');
        await waitText(host, 'The programme could not be activated. Please try again.', 'the failure said');
        const button = host.querySelector('button')!;
        expect([textOf(button), button.hasAttribute('aria-disabled'), host.hasAttribute('aria-busy')]).to.deep.equal(['Activate', false, false]);
        // A refusal or no answer, or a 2xx whose body is no object (malformed, wrong-shaped).
        await waitLogged(logged.warnings, /the programme (could not be activated|activation answered with a body that is not an object)/);
        expect(logged.navigations, 'no navigation').to.deep.equal([]);
      },
    },
  },
);
