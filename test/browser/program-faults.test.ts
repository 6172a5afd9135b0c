/**
 * The fault matrix of <program-gate> (fault-cases.ts; test/quality/fault-matrix.ts): every fault
 * of `faultsFor` on its two services, on the demo's brain-health articles page in this document, as
 * member-auto-renew (a member the emulator's programme reads as registered-non-activated-member,
 * so the activate modal is the one at stake).
 * - The user types (brain-health 3.1): a failed answer is no programme user type: no modal ever
 *   shows (none shows and then goes), no `data-program-user-type`, no navigation, the console says
 *   the service was unavailable, the page intact. A held answer that comes inside the time limit
 *   is the member's: the activate modal, once.
 * - Activation (4.13, 7.4, 8): the modal stays, the button leaves its loading state and the modal
 *   says the programme could not be activated; no navigation (none of these is an invalid token).
 */
import { expect } from 'chai';
import { faultCases } from './fault-cases.ts';
import { button, textOf, waitLogged, waitText } from './fault-dom.ts';
import { quietFor, waitFor } from './helpers.ts';

const openDialog = (host: Element) => host.querySelector<HTMLDialogElement>('dialog.modal-shell[open]');
const modalsSeen = new WeakMap<Element, string[]>();

/** Every modal the host names, in order, from the moment it is on the page. */
function watch(host: Element): string[] {
  let seen = modalsSeen.get(host);
  if (seen) return seen;
  const list: string[] = [];
  seen = list;
  modalsSeen.set(host, list);
  const note = () => {
    const name = host.getAttribute('data-program-modal') ?? '';
    if (list.at(-1) !== name && !(list.length === 0 && name === '')) list.push(name);
  };
  note();
  new MutationObserver(note).observe(host, { attributes: true, attributeFilter: ['data-program-modal'] });
  return list;
}

// The page's gate is watched as soon as it is in the document (before it renders anything).
new MutationObserver((records) => {
  for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) node.querySelectorAll('program-gate').forEach(watch);
}).observe(document.body, { childList: true });

faultCases(
  'brain-health-articles',
  () => import('../../elements/program-gate/define.ts'),
  () => undefined,
  {
    'program-gate': {
      page: 'brain-health-articles',
      async trigger(host, service) {
        if (!service.endsWith('/activate')) return;
        const dialog = await waitFor(() => openDialog(host), 5000, 'the activate modal');
        (await button(dialog, 'Activate')).click();
      },
      async behaviour(host, fault, service, logged) {
        const root = document.documentElement;
        expect(root.getAttribute('data-page-type')).to.equal('articles');
        if (service.endsWith('/user/types')) {
          if (fault.hangs) {
            // The held answer came inside the limit: the member's modal, shown once.
            await waitFor(() => openDialog(host), 5000, 'the activate modal');
            expect(watch(host)).to.deep.equal(['activate']);
          } else {
            await waitLogged(logged.warnings, 'programme user types unavailable');
            await quietFor(150);
            expect(watch(host), 'no modal, ever').to.deep.equal([]);
            expect(root.hasAttribute('data-program-user-type')).to.equal(false);
            expect(document.querySelectorAll('dialog[open]')).to.have.length(0);
          }
        } else {
          const dialog = openDialog(host)!;
          expect(dialog, 'the modal stays').not.to.equal(null);
          await waitText(dialog, /could not be activated/, 'the failure');
          expect(textOf(await button(dialog, 'Activate'))).to.equal('Activate');
          expect(watch(host)).to.deep.equal(['activate']);
        }
        expect(logged.navigations, 'no navigation').to.deep.equal([]);
      },
    },
  },
);
