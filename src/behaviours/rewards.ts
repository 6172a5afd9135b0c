/**
 * The rewards page behaviour (CONTRACT section 4: the daily rewards login and point deposits
 * raised by `loyalty-deposit` events, started by the loader on every page). Its cheap half,
 * always loaded and kept tiny (the tag-less page budget): only on a rewards participant's page
 * (at.rs 'Y', 6.2) it holds `loyalty-deposit` events and imports the flows
 * (src/stores/rewards-start.ts), which take the held events over. Every other visitor's page
 * never fetches the rewards code.
 */
import { readCookie } from '../core/cookies.ts';
import { isRewardsEnrolled, parseAuthCookie } from '../domain/auth-cookie.ts';
import { lazyBehaviour } from './lazy.ts';

/** `loyalty-deposit` details raised before the flows arrived. */
const early: unknown[] = [];
const hold = (event: Event) => early.push((event as CustomEvent).detail);

export const rewardsFlows = lazyBehaviour(
  'rewardsFlows',
  (root, doc) => {
    if (root !== doc || !isRewardsEnrolled(parseAuthCookie(readCookie('at', doc.cookie)))) return false;
    doc.addEventListener('loyalty-deposit', hold);
    return true;
  },
  () => import('../stores/rewards-start.ts').then((module) => (_root, doc) => module.startRewardsOnPage(doc, early, hold)),
);
