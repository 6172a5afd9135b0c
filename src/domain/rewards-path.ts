/**
 * ask-and-rewards 2.3: which pages are rewards pages, on its own so that a rule outside the
 * rewards flows (the email-verification thank-you of brain-health 4.8) asks it without loading
 * the rewards chunk (vite.config.ts REWARDS_GROUP; scripts/check-dist.mjs: only the rewards
 * elements load that chunk). rewards-rules.ts re-exports it.
 */

/** 2.3: rewards pages are those whose path contains '/rewards/' (any case). */
export function isRewardsPage(pathname: string): boolean {
  return typeof pathname === 'string' && pathname.toLowerCase().includes('/rewards/');
}
