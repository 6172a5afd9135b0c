/**
 * The demo site for the bench, in a child process of its own: served from the bench's process,
 * every file and service answer would wait behind Playwright's protocol traffic on the same event
 * loop, and that noise would be counted as the library's time. `startDemoProcess()` resolves with
 * the demo's URL and a `close()`; run directly, this file is the child.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(import.meta.dirname, '../..');
const READY = 'bench-demo-ready ';

export function startDemoProcess() {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolvePromise, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const line = output.split('\n').find((text) => text.startsWith(READY));
      if (!line) return;
      child.stdout.off('data', onData);
      child.stdout.resume();
      resolvePromise({
        url: line.slice(READY.length).trim(),
        close: () =>
          new Promise((done) => {
            child.once('exit', done);
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.once('exit', (code) => reject(new Error(`the bench's demo server exited (${code}) before it was ready: ${output}`)));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport(resolve(root, 'scripts/demo-server.ts'), { configFile: false, logLevel: 'error' });
  const demo = await module.startDemo(0, 0);
  process.on('SIGTERM', () => demo.close().then(() => process.exit(0)));
  console.log(`${READY}${demo.url}`);
}
