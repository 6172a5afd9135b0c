// A/B of two builds: node scripts/dev/ab-builds.mjs /rootA /rootB [path] [persona] [runs]
// Each root's demo (its own dist/) in its own child process; the bench's measureTargets loads
// them in turn (ENV_A / ENV_B="NAME=value,..." set environment variables for that root's demo) (the bench's probe, 4x CPU, 390 px) and each tag's settle time is its median.
import { demoTarget, launchBrowser, measureTargets } from '../bench/pages.mjs';
import { demoPageAt, lastSettledMs } from './measured.mjs';
const [rootA, rootB, path = '/', persona = 'member-auto-renew', runs = '7'] = process.argv.slice(2);
const roots = { A: rootA, B: rootB };
const page = await demoPageAt(path);
const demos = {};
for (const [k, root] of Object.entries(roots)) {
  const env = (process.env[`ENV_${k}`] ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('='));
  for (const [name, value] of env) process.env[name] = value;
  demos[k] = await (await import(`${root}/scripts/bench/demo-process.mjs`)).startDemoProcess();
  for (const [name] of env) delete process.env[name];
}
const browser = await launchBrowser();
try {
  const targets = Object.entries(demos).map(([k, demo]) => demoTarget({ siteUrl: demo.url, page, persona, id: k }));
  const results = await measureTargets(browser, { targets, runs: Number(runs) });
  const ms = (value) => (value === null ? 'never' : Math.round(value));
  for (const [k, result] of Object.entries(results)) {
    const tags = Object.keys(result.elementTimes).sort();
    console.log(
      k,
      'dcl',
      ms(result.domContentLoaded),
      tags.map((tag) => `${tag}:${ms(result.elementTimes[tag].settledMs)}`).join(' '),
      'LAST',
      ms(lastSettledMs(result)),
    );
  }
} finally {
  await browser.close();
  for (const demo of Object.values(demos)) await demo.close?.();
}
process.exit(0);
