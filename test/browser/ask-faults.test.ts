/**
 * The fault matrix of <ask-page> (fault-cases.ts; test/quality/fault-matrix.ts): every fault of
 * `faultsFor` on its two services, the pro-tips fragment (HTTP) and the chat socket (a refused
 * handshake with a status, a held handshake, a drop after the first chunk), on the Ask page's
 * body in this document, as member-auto-renew; as test/e2e/faults.spec.ts had it when these cases
 * ran on the demo site. A file of its own, so that it runs beside site-faults.test.ts.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { faultCases } from './fault-cases.ts';
import { buttons, buttonsNamed, textOf } from './fault-dom.ts';
import { waitFor } from './helpers.ts';

faultCases(
  'ask',
  async () => {
    // Playwright's default viewport, which the demo-site matrix had: the topics in the rail.
    await setViewport({ width: 1280, height: 720 });
    return Promise.all([
      import('../../elements/ask-page/define.ts'),
      import('../../elements/cobrowse-link/define.ts'),
      import('../../elements/language-switcher/define.ts'),
    ]);
  },
  // The conversation and its socket are the mounted page's own (ask.store.ts): nothing to forget.
  () => undefined,
  {
    // ask-and-rewards 8.1: pro tips that fail (any fault, 8 s without an answer) say 'Error
    // fetching pro tips. Please try again later.'. The socket: a refused or held handshake is a
    // connection failure on submit (a configured error message and the toolbar); a socket dropped
    // after its first chunk closes with 1006 and an empty reason, which 8.1 reads as forbidden
    // (the forbidden message, no toolbar). Either way the page is idle again: Ask, not Stop.
    'ask-page': {
      page: 'ask',
      // ask-and-rewards 2.1: Pro Tips fetches the fragment; a topic asks its question over the
      // socket at once.
      async trigger(host, service) {
        const name = service.includes('pro-tips') ? 'Pro Tips' : 'Medicare';
        (await waitFor(() => buttons(host, name).find((topic) => !topic.disabled), 8000, `the topic '${name}'`)).click();
      },
      async behaviour(host, fault, service) {
        const answer = () => [...host.querySelectorAll('.ask-page__answer')].at(-1);
        const copy = () => buttonsNamed(answer()!, /^Copy Answer$/);
        if (service.includes('pro-tips')) {
          await waitFor(() => textOf(answer()).includes('Error fetching pro tips. Please try again later.'), 10_000, 'the pro-tips error');
        } else {
          await waitFor(() => textOf(answer()?.querySelector('.ask-page__error')), 10_000, 'the error message');
          // A dropped socket: the forbidden message, no toolbar; any other failure: the toolbar.
          if (fault.rule.drop) expect(copy(), "'Copy Answer'").to.have.length(0);
          else await waitFor(() => copy().length === 1, 5000, "'Copy Answer'");
        }
        await waitFor(() => buttons(host, 'Stop').length === 0, 5000, "no 'Stop'");
        expect(host.getAttribute('data-element-state')).to.equal('ready');
      },
    },
  },
);
