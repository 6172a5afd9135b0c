/**
 * npm start: builds the library and serves the demo at http://localhost:8080 (PORT overrides).
 *
 * Until the service emulator and the CMS page templates land (issue 4), this serves one
 * placeholder page with every element built so far, under the strict Content-Security-Policy
 * the site uses, plus dist/ and the fixtures (i18n dictionaries at the CMS's own path).
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT) || 8080;

if (!process.argv.includes('--no-build')) execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  "require-trusted-types-for 'script'",
].join('; ');

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.html': 'text/html; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png' };

function page(lang) {
  const manifest = JSON.parse(readFileSync(join(root, 'dist', 'custom-elements.json'), 'utf8'));
  const tags = manifest.modules.flatMap((m) => m.declarations.map((d) => `<li><code>&lt;${d.tagName}&gt;</code>: ${d.summary}</li>`)).join('\n');
  return `<!doctype html>
<html lang="${lang}" data-wcmmode="disabled" data-i18n-dictionary-src="/libs/cq/i18n/dict.{locale}.json">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>member-elements demo</title>
  <script type="application/json" id="site-config">{ "brand": "member", "site": "member", "product": "member", "servicesEndpoint": "/", "secureEndpoint": "/" }</script>
  <link rel="stylesheet" href="/dist/elements.css">
  <script type="module" src="/dist/loader.js"></script>
</head>
<body>
  <main>
    <h1>member-elements demo</h1>
    <p>The demo site with the CMS pages and the service emulator arrives with issue 4. Elements built so far:</p>
    <ul>${tags}</ul>
    <p>Try <a href="/?lang=es">Spanish</a> or <a href="/?lang=zz">the zz pseudo-locale</a>. Set the cookie <code>TimeTravelCookie</code> to an ISO date-time to move "now".</p>
  </main>
  <footer>
    <p>Footer: <cobrowse-link data-enabled="true"><a href="https://cobrowse.example/start"></a></cobrowse-link></p>
  </footer>
</body>
</html>`;
}

function sendFile(res, path) {
  res.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream', 'Content-Security-Policy': CSP, 'Cache-Control': 'no-cache' });
  createReadStream(path).pipe(res);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://localhost:${port}`);
  if (url.pathname === '/' || url.pathname === '/index.html') {
    const lang = ['en', 'es', 'zz'].includes(url.searchParams.get('lang') ?? '') ? url.searchParams.get('lang') : 'en';
    res.writeHead(200, { 'Content-Type': TYPES['.html'], 'Content-Security-Policy': CSP });
    res.end(page(lang));
    return;
  }
  const dictionary = /^\/libs\/cq\/i18n\/dict\.([a-z]{2})\.json$/.exec(url.pathname);
  if (dictionary) {
    const file = join(root, 'fixtures', 'i18n', `dict.${dictionary[1]}.json`);
    if (existsSync(file)) return sendFile(res, file);
    res.writeHead(200, { 'Content-Type': TYPES['.json'] });
    res.end('{}');
    return;
  }
  for (const base of ['dist', 'fixtures']) {
    if (!url.pathname.startsWith(`/${base}/`)) continue;
    const file = normalize(join(root, decodeURIComponent(url.pathname)));
    if (file.startsWith(join(root, base)) && existsSync(file) && statSync(file).isFile()) return sendFile(res, file);
  }
  res.writeHead(404, { 'Content-Type': 'text/plain' });
  res.end('Not found');
});

server.listen(port, () => console.log(`member-elements demo: http://localhost:${port}/`));
