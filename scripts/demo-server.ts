/**
 * The demo site: the CMS pages (cms-templates/pages) rendered on the server for a chosen
 * persona, the built library from dist/, and the service emulator on its own origin (the
 * services are cross-origin in production too). Platform paths of the site itself (i18n
 * dictionaries, the OAuth callback, the logout page) are answered by the same emulator.
 *
 * Pages are sent with the strict Content-Security-Policy of the quality gates. `?nojs=1` on a page
 * path serves the page without the loader script (the bench's no-JS baseline).
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { PERSONA_COOKIE_NAMES, personaCookieStrings, personas, TODAY, type Persona } from '../fixtures/personas.ts';
import { demoPages, type PageContext } from '../cms-templates/pages/index.ts';
import { renderWithoutLoader } from '../cms-templates/pages/layout.ts';
import { escapeHtml, renderToString } from '../cms-templates/render.ts';
import { withPreloads, type BundleManifest, type PreloadManifest } from '../cms-templates/preloads.ts';
import { parseCookies } from '../emulator/core/cookies.ts';
import { startEmulator, toEmulatorRequest, writeResponse, type RunningEmulator } from '../emulator/node.ts';
import { PARTNER_CSS, PARTNER_CSS_PATH, PARTNER_PATH, partnerContentSecurityPolicy, partnerPage } from './demo-partner.ts';

const root = resolve(import.meta.dirname, '..');
const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};
/** Paths of the site origin that the platform (AEM) itself answers: served by the emulator. */
const PLATFORM_PATHS = [/^\/libs\//, /^\/system\/sling\//, /^\/[\w-]+\/auth\/(callback|programme-session\.js)$/, /^\/etc\//, /^\/content\//, /^\/bin\//];

export function contentSecurityPolicy(servicesOrigin: string): string {
  const socket = servicesOrigin.replace(/^http/, 'ws');
  return [
    "default-src 'self'",
    // The services' origin for the JSONP calls of <email-verification> (brain-health 7.2;
    // elements/email-verification/README.md): scripts from there only, never inline or eval.
    `script-src 'self' ${servicesOrigin}`,
    "style-src 'self'",
    `img-src 'self' data: ${servicesOrigin}`,
    `connect-src 'self' ${servicesOrigin} ${socket}`,
    `frame-src 'self' ${servicesOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "require-trusted-types-for 'script'",
  ].join('; ');
}

export interface DemoServer {
  url: string;
  emulator: RunningEmulator;
  close(): Promise<void>;
}

/** The index's persona choice: a cookie of the index's own path, so the site's pages never see it. */
const CHOICE_COOKIE = 'demo-persona';
const LOCALE_NAMES: Readonly<Record<string, string>> = { en: 'English', es: 'Spanish' };

/** The persona route: sets `personaId`'s cookies (or clears them), then goes to `path`. */
const personaHref = (personaId: string, path: string) => `/__demo/persona?id=${encodeURIComponent(personaId)}&next=${encodeURIComponent(path)}`;

function chosenPersona(request: IncomingMessage): string {
  const id = parseCookies(request.headers.cookie)[CHOICE_COOKIE] ?? '';
  return personas.some((persona) => persona.id === id) ? id : 'anonymous';
}

/**
 * The index: one persona picker and one list of pages whose links go through the persona route
 * with the chosen persona. Without JavaScript, "Use this persona" sends the choice here
 * (`?persona=`), which remembers it in a cookie and writes it into the links. With JavaScript
 * (/fixtures/site/demo-index.js, an external file: the page is under the strict policy), a
 * change is remembered and applied to the links at once, and the button goes.
 */
function indexPage(chosen: string, partnerUrl: string): string {
  const option = (persona: Persona) =>
    `<option value="${escapeHtml(persona.id)}"${persona.id === chosen ? ' selected' : ''}>${escapeHtml(persona.id === 'anonymous' ? 'anonymous visitor, not logged in, no cookies' : persona.name)} – ${escapeHtml(persona.id)}</option>`;
  const unusual = (persona: Persona) => /garbage|hostile|key-value/.test(persona.id);
  const groups: ReadonlyArray<[string, (persona: Persona) => boolean]> = [
    ['Visitors and members', (persona) => !persona.id.startsWith('bh-') && !persona.id.startsWith('rewards-') && !unusual(persona)],
    ['Rewards participants (the rewards pages)', (persona) => persona.id.startsWith('rewards-')],
    ['Brain health programme', (persona) => persona.id.startsWith('bh-')],
    ['Unusual cookies (robustness)', unusual],
  ];
  const options = groups
    .map(([label, belongs]) => `<optgroup label="${escapeHtml(label)}">${personas.filter(belongs).map(option).join('')}</optgroup>`)
    .join('\n');
  const rewardsPage = (page: (typeof demoPages)[number]) => page.path.includes('/rewards/');
  const pageItems = (list: typeof demoPages) =>
    list
      .map((page) => {
        const lang = page.locale === 'en' ? '' : ` lang="${escapeHtml(page.locale)}"`;
        return `<li><a class="page-link" data-next="${escapeHtml(page.path)}" href="${escapeHtml(personaHref(chosen, page.path))}"${lang}>${escapeHtml(page.title)}</a>
<span class="page-facts">${escapeHtml(LOCALE_NAMES[page.locale] ?? page.locale)}. Elements: ${escapeHtml(page.elements.join(', '))}</span></li>`;
      })
      .join('\n');
  const pages = pageItems(demoPages.filter((page) => !rewardsPage(page)));
  const rewardsPages = pageItems(demoPages.filter(rewardsPage));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>member-elements demo</title><link rel="stylesheet" href="/fixtures/site/demo.css"><script type="module" src="/fixtures/site/demo-index.js"></script></head>
<body><main class="demo-index"><h1>member-elements demo</h1>
<p>Each page is rendered as the CMS would render it, with the library's loader, against the local service emulator. Choose a persona, then open a page: you arrive logged in as that persona (the page link sets its cookies, and sets "today" to ${escapeHtml(TODAY)}). A page's own Log In link takes you through the emulated login instead.</p>
<form class="persona-picker" method="get" action="/__demo/">
<label for="persona">Visit the pages as</label>
<select id="persona" name="persona" autocomplete="off" aria-describedby="persona-hint">
${options}
</select>
<button type="submit" id="persona-use">Use this persona</button>
<p id="persona-hint">This browser remembers your choice.</p>
</form>
<h2 id="pages">Pages</h2>
<ul class="page-list" aria-labelledby="pages">
${pages}
</ul>
<h2 id="rewards">Rewards</h2>
<p>The rewards programme's pages (points, secret word, history, expiring points). The rewards participants above have ledgers for them: many points, few points, points about to expire; a member who is not a participant sees how to join.</p>
<ul class="page-list" aria-labelledby="rewards">
${rewardsPages}
</ul>
<h2 id="more">More</h2>
<ul class="page-list" aria-labelledby="more">
<li><a class="page-link" href="/__demo/faults">Fault injection</a>
<span class="page-facts">Make the emulated services fail, slow down or answer badly.</span></li>
<li><a class="page-link" href="${escapeHtml(partnerUrl)}">Partner site</a>
<span class="page-facts">The Ask widget on another site (another origin, strict policy, hostile styles).</span></li>
</ul>
</main></body></html>`;
}

function faultsPage(servicesUrl: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Fault injection</title><link rel="stylesheet" href="/fixtures/site/demo.css"></head>
<body><main><h1>Fault injection</h1>
<p>Rules go to the emulator's control endpoint <code>${escapeHtml(servicesUrl)}__emulator/faults</code>. Example with curl:</p>
<pre>curl -X POST ${escapeHtml(servicesUrl)}__emulator/faults -H 'Content-Type: application/json' -d '{"path":"/applications/CoreApi/*","status":500}'
curl -X POST ${escapeHtml(servicesUrl)}__emulator/reset</pre>
<form method="post" action="/__demo/faults"><fieldset><legend>Add a rule</legend>
<p><label>Path (glob) <input name="path" required value="/applications/CoreApi/*"></label></p>
<p><label>Status <input name="status" inputmode="numeric" value="500"></label></p>
<p><label>Delay (ms) <input name="delayMs" inputmode="numeric"></label></p>
<p><label>Body <select name="body"><option value="">as is</option><option>malformed</option><option>wrong-shape</option><option>empty</option><option>hostile</option></select></label></p>
<p><label><input type="checkbox" name="drop" value="true"> Drop the connection</label></p>
<button>Add rule</button></fieldset></form>
<form method="post" action="/__demo/reset"><button>Reset the emulator</button></form>
<p><a class="standalone-link" href="/__demo/">Back to the pages</a></p></main></body></html>`;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return new URLSearchParams(text);
}

const builtFiles = new Map<string, { mtimeMs: number; value: unknown }>();
/**
 * A JSON file of dist/ (preload.json: the build's per-tag file list; bundles.json: its bundles),
 * read again when a build changes it; `empty` before the first build, so pages are then sent
 * without hints.
 */
function builtJson<T>(name: string, empty: T): T {
  const file = join(root, 'dist', name);
  try {
    const { mtimeMs } = statSync(file);
    let cached = builtFiles.get(name);
    if (cached?.mtimeMs !== mtimeMs) builtFiles.set(name, (cached = { mtimeMs, value: JSON.parse(readFileSync(file, 'utf8')) as unknown }));
    return cached!.value as T;
  } catch {
    return empty;
  }
}

/**
 * A file of dist/ or fixtures/: always checked with the server (`no-cache`, as a rebuild keeps the
 * unhashed names such as dist/loader.js), with an ETag from its size and time, so a browser that
 * has it gets 304 and keeps its compiled code, as behind a CDN.
 */
function sendFile(request: IncomingMessage, response: ServerResponse, path: string, csp: string, headers: Readonly<Record<string, string>> = {}): void {
  const { size, mtimeMs } = statSync(path);
  const etag = `"${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}"`;
  const common = { 'Content-Security-Policy': csp, 'Cache-Control': 'no-cache', ETag: etag, ...headers };
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304, common);
    response.end();
    return;
  }
  response.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream', ...common });
  createReadStream(path).pipe(response);
}

export async function startDemo(port = 8080, servicesPort = 0): Promise<DemoServer> {
  const emulator = await startEmulator(servicesPort);
  const servicesOrigin = emulator.url.replace(/\/$/, '');
  const csp = contentSecurityPolicy(servicesOrigin);
  let siteOrigin = '';

  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://demo.local');
      const context: PageContext = { servicesUrl: emulator.url, siteOrigin, distBase: '/dist/' };
      if (url.pathname === '/__demo/' || url.pathname === '/__demo/index.html' || (url.pathname === '/' && url.searchParams.has('index'))) {
        // "Use this persona" without JavaScript: remember the choice, then show the index again.
        const choice = url.searchParams.get('persona');
        if (choice !== null) {
          const known = personas.some((persona) => persona.id === choice);
          response.writeHead(303, {
            Location: '/__demo/',
            ...(known ? { 'Set-Cookie': `${CHOICE_COOKIE}=${encodeURIComponent(choice)}; Path=/__demo/; Max-Age=31536000; SameSite=Lax` } : {}),
          });
          response.end();
          return;
        }
        response.writeHead(200, { 'Content-Type': TYPES['.html']!, 'Content-Security-Policy': csp, 'Cache-Control': 'no-cache' });
        response.end(indexPage(chosenPersona(request), `${siteOrigin.replace('//localhost:', '//127.0.0.1:')}${PARTNER_PATH}`));
        return;
      }
      if (url.pathname === '/__demo/persona') {
        const persona = personas.find((p) => p.id === url.searchParams.get('id'));
        const next = url.searchParams.get('next') ?? '/';
        const clear = PERSONA_COOKIE_NAMES.map((name) => `${name}=; Path=/; Max-Age=0`);
        const set = persona ? personaCookieStrings(persona).map((cookie) => cookie.replace('; path=/', '; Path=/; SameSite=Lax')) : [];
        response.writeHead(302, {
          Location: next.startsWith('/') && !next.startsWith('//') ? next : '/',
          'Set-Cookie': [...clear, ...set, `TimeTravelCookie=${encodeURIComponent(TODAY)}; Path=/; SameSite=Lax`],
        });
        response.end();
        return;
      }
      if (url.pathname === '/__demo/faults' && request.method === 'GET') {
        response.writeHead(200, { 'Content-Type': TYPES['.html']!, 'Content-Security-Policy': csp });
        response.end(faultsPage(emulator.url));
        return;
      }
      if ((url.pathname === '/__demo/faults' || url.pathname === '/__demo/reset') && request.method === 'POST') {
        const form = await readForm(request);
        if (url.pathname === '/__demo/reset') {
          emulator.emulator.state.reset();
          emulator.emulator.faults.clear();
        } else {
          const rule: Record<string, unknown> = { path: form.get('path') ?? '' };
          if (form.get('status')) rule.status = Number(form.get('status'));
          if (form.get('delayMs')) rule.delayMs = Number(form.get('delayMs'));
          if (form.get('body')) rule.body = form.get('body');
          if (form.get('drop')) rule.drop = true;
          const answer = await emulator.emulator.handle({
            method: 'POST',
            path: '/__emulator/faults',
            query: new URLSearchParams(),
            headers: {},
            cookies: {},
            body: rule,
          });
          if (answer.status !== 200) {
            response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
            response.end(`Rule refused: ${JSON.stringify(answer.body)}`);
            return;
          }
        }
        response.writeHead(303, { Location: '/__demo/faults' });
        response.end();
        return;
      }
      // The partner demo page (scripts/demo-partner.ts), meant for http://127.0.0.1:PORT: another origin.
      if (url.pathname === PARTNER_PATH) {
        response.writeHead(200, {
          'Content-Type': TYPES['.html']!,
          'Content-Security-Policy': partnerContentSecurityPolicy(siteOrigin),
          'Cache-Control': 'no-cache',
        });
        response.end(partnerPage(siteOrigin));
        return;
      }
      if (url.pathname === PARTNER_CSS_PATH) {
        response.writeHead(200, { 'Content-Type': TYPES['.css']!, 'Cache-Control': 'no-cache' });
        response.end(PARTNER_CSS);
        return;
      }
      // The site's icon: browsers ask for /favicon.ico on every page, and a CMS site has one.
      if (url.pathname === '/favicon.ico') return sendFile(request, response, join(root, 'fixtures/site/images/favicon.svg'), csp);
      const page = demoPages.find(
        (candidate) => candidate.path === url.pathname || (candidate.path.endsWith('/') && `${candidate.path}index.html` === url.pathname),
      );
      if (page) {
        response.writeHead(200, { 'Content-Type': TYPES['.html']!, 'Content-Security-Policy': csp, 'Cache-Control': 'no-cache' });
        // `?nojs=1`: the same page without the loader script (the bench's no-JS baseline).
        const template = url.searchParams.get('nojs') === '1' ? renderWithoutLoader(() => page.render(context)) : page.render(context);
        response.end(
          withPreloads(
            renderToString(template),
            builtJson<PreloadManifest>('preload.json', {}),
            context.distBase,
            builtJson<BundleManifest>('bundles.json', []),
          ),
        );
        return;
      }
      for (const base of ['dist', 'fixtures']) {
        if (!url.pathname.startsWith(`/${base}/`)) continue;
        const file = normalize(join(root, decodeURIComponent(url.pathname)));
        // dist/ is loaded by partner pages of other origins (CONTRACT section 1): module scripts
        // are fetched in CORS mode, without credentials, so any origin may read them.
        const cors: Record<string, string> = base === 'dist' ? { 'Access-Control-Allow-Origin': '*' } : {};
        if (file.startsWith(join(root, base)) && existsSync(file) && statSync(file).isFile()) return sendFile(request, response, file, csp, cors);
      }
      if (PLATFORM_PATHS.some((pattern) => pattern.test(url.pathname))) {
        await writeResponse(response, await emulator.emulator.handle(await toEmulatorRequest(request)));
        return;
      }
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': csp });
      response.end(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><main><h1>Page not found</h1><p><a href="/__demo/">All demo pages</a></p></main></body></html>',
      );
    } catch (error) {
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end(`demo server error: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  await new Promise<void>((resolvePort) => server.listen(port, '127.0.0.1', resolvePort));
  const actual = (server.address() as AddressInfo).port;
  siteOrigin = `http://localhost:${actual}`;
  return {
    url: `${siteOrigin}/`,
    emulator,
    async close() {
      await new Promise<void>((done) => server.close(() => done()));
      await emulator.close();
    },
  };
}
