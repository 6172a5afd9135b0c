/**
 * Dev tool (issue 16 bench): long tasks while a card of the saved-benefits page is removed, the
 * bench's measurement (scripts/bench/saved-remove.mjs) on its own, with more rounds or reduced
 * motion. The lifetime member's saved page (12 offers) on a phone-sized viewport at 4x CPU. Prints
 * every task over 50 ms per round, the longest, and the bench's verdict.
 *   node scripts/dev/saved-remove-tasks.mjs [rounds] [reduce]
 */
import { startDemoProcess } from '../bench/demo-process.mjs';
import { launchBrowser } from '../bench/pages.mjs';
import { savedRemovalBudget } from '../bench/report.mjs';
import { measureSavedRemoval, REMOVE_CARDS } from '../bench/saved-remove.mjs';

const rounds = Math.min(Number(process.argv[2] ?? 5), REMOVE_CARDS.length);
const reducedMotion = process.argv[3] === 'reduce' ? 'reduce' : 'no-preference';
const demo = await startDemoProcess();
const browser = await launchBrowser();
let result;
try {
  result = await measureSavedRemoval(browser, {
    siteUrl: demo.url,
    path: '/benefits/saved-benefits/',
    persona: 'lifetime-member',
    rounds,
    reducedMotion,
    onRound: ({ tasks }, round) =>
      console.log(`round ${round + 1}: ${tasks.length ? tasks.map(([at, ms]) => `${ms} ms at +${at}`).join(', ') : 'no task over 50 ms'}`),
  });
} finally {
  await browser.close();
  await demo.close();
}
const longest = Math.max(0, ...result.rounds.flatMap((round) => round.tasks.map(([, ms]) => ms)));
console.log(`longest task while removing a card (${rounds} rounds, 4x CPU, reduced motion ${reducedMotion}): ${longest ? `${longest} ms` : 'none over 50 ms'}`);
const verdict = savedRemovalBudget({ page: 'saved-benefits', ...result });
console.log(`${verdict.budget}: ${verdict.verdict} (${verdict.measured})`);
