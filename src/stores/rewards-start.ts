/**
 * Starts the rewards flows of a page (ask-and-rewards 4.5-4.8, site 7.8), once per document.
 * Loaded lazily: the page behaviour in src/behaviours/rewards.ts imports it only for a rewards
 * participant (at.rs 'Y'), and the rewards elements may call it too (it is idempotent).
 *
 *   startRewards(doc?, queued?)  listens for `loyalty-deposit` (a deposit each) and
 *                                `loyalty-deposit-reset`; runs the deposits queued before the code
 *                                arrived; raises the badge's `loyalty-deposit` (site 7.8: the badge
 *                                event when rs = 'Y'); the daily login; the balance (cookie cache,
 *                                else the service under 4.5); lesson progress on rewards pages; the
 *                                membership mismatch check once identity has its service answers.
 *                                Returns a function that stops listening.
 */
import { isAuthoring } from '../core/authoring.ts';
import { emit, type LoyaltyDepositDetail } from '../core/events.ts';
import { isRewardsPage } from '../domain/rewards-rules.ts';
import { startIdentity } from './identity.ts';
import { loadBalance } from './rewards-balance.ts';
import { rewardsClientFor } from './rewards-client.ts';
import { runDailyLogin } from './rewards-daily.ts';
import { badgeActivityId, deposit, resetProcessed } from './rewards-deposits.ts';
import { checkMembershipMismatch, loadLessonSummary } from './rewards-lessons.ts';

const started = new WeakMap<Document, () => void>();

export function startRewards(doc: Document = document, queued: ReadonlyArray<Partial<LoyaltyDepositDetail> | null | undefined> = []): () => void {
  const existing = started.get(doc);
  if (existing) {
    for (const detail of queued) void deposit(detail, doc);
    return existing;
  }
  rewardsClientFor(doc);
  const onDeposit = (event: Event) => void deposit((event as CustomEvent<Partial<LoyaltyDepositDetail> | null>).detail, doc);
  const onReset = () => resetProcessed(doc);
  doc.addEventListener('loyalty-deposit', onDeposit);
  doc.addEventListener('loyalty-deposit-reset', onReset);
  for (const detail of queued) void deposit(detail, doc);
  const badge = badgeActivityId(doc);
  if (badge) emit(doc, 'loyalty-deposit', { activityIdentifier: badge, hide_notification: false });
  void runDailyLogin(doc);
  void loadBalance(doc);
  if (isRewardsPage(doc.defaultView?.location.pathname ?? '')) void loadLessonSummary(doc);
  let running = true;
  const check = () => running && checkMembershipMismatch(doc);
  void startIdentity(doc.defaultView ?? window).loaded.then(check, check);
  const stopMismatch = () => (running = false);
  const stop = () => {
    doc.removeEventListener('loyalty-deposit', onDeposit);
    doc.removeEventListener('loyalty-deposit-reset', onReset);
    stopMismatch();
    started.delete(doc);
  };
  started.set(doc, stop);
  return stop;
}

/**
 * The page behaviour's start (src/behaviours/rewards.ts): takes over the events it held, then
 * starts the flows, except in authoring mode (an author previewing a page earns nothing).
 */
export function startRewardsOnPage(doc: Document, early: unknown[], hold: (event: Event) => void): void {
  doc.removeEventListener('loyalty-deposit', hold);
  const queued = early.splice(0) as Array<Partial<LoyaltyDepositDetail> | null>;
  if (doc.defaultView && isAuthoring(doc.defaultView)) return;
  startRewards(doc, queued);
}
