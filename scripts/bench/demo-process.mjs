/**
 * The demo site for the bench, in a child process of its own: served from the bench's process,
 * every file and service answer would wait behind Playwright's protocol traffic on the same event
 * loop, and that noise would be counted as the library's time. `startDemoProcess({ staticDir })`
 * resolves with the demo's URL, `staticUrl` (when `staticDir` is given: a second small server in
 * the same child that serves that folder, the bench's floor pages, with the demo's headers) and
 * a `close()`; run directly, this file is the child. With `overDemo`, the folder's server hands
 * every path the folder does not have to the demo and sends the demo's Content-Security-Policy,
 * so pages written into the folder load the demo's files and services (scripts/dev/lower-bounds.mjs).
 */
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(import.meta.dirname, '../..');
const READY = 'bench-demo-ready ';
const OVER_DEMO = '--over-demo';

export function startDemoProcess({ staticDir, overDemo = false } = {}) {
  const args = staticDir ? [staticDir, ...(overDemo ? [OVER_DEMO] : [])] : [];
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), ...args], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolvePromise, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const line = output.split('\n').find((text) => text.startsWith(READY));
      if (!line) return;
      child.stdout.off('data', onData);
      child.stdout.resume();
      const [url, staticUrl] = line.slice(READY.length).trim().split(' ');
      resolvePromise({
        url,
        staticUrl,
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

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

/**
 * Serves the files of `dir` as the demo serves its pages and dist/: no caching validators,
 * `Cache-Control: no-cache`, and a strict Content-Security-Policy like the demo's (`csp`). A path
 * the folder does not have goes to `fallback` when given, else is a 404.
 */
function serveFolder(dir, { csp = "default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'", fallback } = {}) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://floors.local').pathname);
    const file = normalize(join(dir, path));
    if (!file.startsWith(join(dir, '/')) || !existsSync(file) || !statSync(file).isFile()) {
      if (fallback) return fallback(request, response);
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Content-Security-Policy': csp, 'Cache-Control': 'no-cache' });
    createReadStream(file).pipe(response);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport(resolve(root, 'scripts/demo-server.ts'), { configFile: false, logLevel: 'error' });
  const demo = await module.startDemo(0, 0);
  const [staticDir, mode] = process.argv.slice(2);
  const demoUrl = new URL(demo.url);
  // --over-demo: what the folder lacks comes from the demo, under the demo's own policy.
  const overDemo =
    mode === OVER_DEMO
      ? {
          csp: module.contentSecurityPolicy(demo.emulator.url.replace(/\/$/, '')),
          fallback: (request, response) =>
            request.pipe(
              httpRequest({ host: demoUrl.hostname, port: demoUrl.port, path: request.url, method: request.method, headers: { ...request.headers, host: demoUrl.host } }, (answer) => {
                response.writeHead(answer.statusCode ?? 502, answer.headers);
                answer.pipe(response);
              }),
            ),
        }
      : {};
  const folder = staticDir ? await serveFolder(resolve(staticDir), overDemo) : undefined;
  process.on('SIGTERM', () => Promise.all([demo.close(), folder && new Promise((done) => folder.close(done))]).then(() => process.exit(0)));
  // The demo listens on 127.0.0.1 and names itself localhost; the folder's server does the same.
  console.log(`${READY}${demo.url}${folder ? ` http://localhost:${folder.address().port}/` : ''}`);
}
