/**
 * Identity and user (site 7.3, and the calls the spec leaves "not shown": known user, user info,
 * programme user types; contracts in docs/decisions.md), the emulated OAuth login page and the
 * platform logout page (site 2.1, 2.4, 7.7).
 */
import { fedidFor, personas, tokenFor, type Persona } from '../../fixtures/personas.ts';
import { callerPersona, personaOfFedid, requireToken } from '../core/auth.ts';
import { postalAddress } from '../core/postal-address.ts';
import type { Router } from '../core/router.ts';
import { STATUS_NAMES } from '../core/status.ts';
import { fail, json, type EmulatorRequest, type EmulatorResponse, type RouteParams } from '../core/types.ts';

const MEMBER_STATES: Readonly<Record<string, string>> = {
  '0': 'MEMBER',
  '1': 'NON-MEMBER',
  '4': 'CANCELLED',
  '5': 'EXPIRED',
  M: 'SUSPENDED',
  U: 'SUSPENDED',
  D: 'SUSPENDED',
};

/** Minutes since the last password check, per persona (site 5: the number is shown within 59). */
const VERIFIED_MINUTES_AGO: Readonly<Record<string, number>> = { 'member-not-auto-renew': 120 };

function personaById(id: string | undefined): Persona | undefined {
  return personas.find((persona) => persona.id === id);
}

function authCookie(persona: Persona): Record<string, string> {
  const at = persona.cookies.at;
  return typeof at === 'object' ? at : {};
}

/** A stable 9-digit membership number per persona. */
export function memberNumber(personaId: string): string {
  let hash = 7;
  for (const char of personaId) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_000_000;
  return String(400_000_000 + (hash % 600_000_000)).slice(0, 9);
}

function userInfo(persona: Persona) {
  const at = authCookie(persona);
  return {
    membershipExpirationDate: at.me ?? '',
    memberAutoRenew: at.mar ?? 'N',
    membershipStatus: STATUS_NAMES[at.ms ?? ''] ?? 'NON-MEMBER',
    membershipType: 'Individual',
    firstName: at.f ?? '',
    lastName: 'Example',
    city: 'Washington',
    state_short: 'DC',
    membershipAccountId: memberNumber(persona.id),
    isLoggedIn: true,
  };
}

function knownUser(persona: Persona) {
  const at = authCookie(persona);
  return {
    memberState: MEMBER_STATES[at.ms ?? ''] ?? 'ANON',
    memberShipStatus: STATUS_NAMES[at.ms ?? ''] ?? '',
    memberAutoRenewStatus: at.mar ?? '',
    memberExpiry: at.me ?? '',
    bypassBpCode: false,
  };
}

function cookieHeader(name: string, value: string, maxAgeSeconds?: number): string {
  const age = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  return `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${age}`;
}

/** The cookies the platform's login sets and its logout page clears. */
export const LOGIN_COOKIES = ['at', 'access_token', 'fedid', 'ss_user', 'ut', 'ufo'];

/** Only our own pages may be redirected to (the demo and test hosts). */
function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target) return fallback;
  try {
    const url = new URL(target, 'http://localhost');
    if ((url.protocol === 'http:' || url.protocol === 'https:') && /^(localhost|127\.0\.0\.1)$/.test(url.hostname)) return url.href;
  } catch {
    // fall through
  }
  return fallback;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function loginPage(request: EmulatorRequest): EmulatorResponse {
  const query = request.query;
  if (query.get('response_type') !== 'code') return fail(400, 'response_type must be code');
  if (!query.get('redirect_uri')) return fail(400, 'redirect_uri is required');
  const carry = ['redirect_uri', 'state', 'client_id', 'scope', 'intcmp']
    .filter((name) => query.has(name))
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query.get(name) ?? '')}">`)
    .join('');
  const choices = personas
    .filter((persona) => typeof persona.cookies.at === 'object')
    .map((persona) => `<li><button name="persona" value="${escapeHtml(persona.id)}">${escapeHtml(persona.name)}</button></li>`)
    .join('');
  const raw = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Log in (emulator)</title></head>
<body><main><h1>Log in</h1><p>Emulated login: choose who you are.</p>
<form method="get" action="/applications/user/login/choose">${carry}<ul>${choices}</ul></form></main></body></html>`;
  return { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, raw };
}

function chooseLogin(request: EmulatorRequest): EmulatorResponse {
  const persona = personaById(request.query.get('persona') ?? undefined);
  if (!persona) return fail(400, 'unknown persona');
  const at = authCookie(persona);
  const redirectUri = safeRedirect(request.query.get('redirect_uri'), '');
  if (!redirectUri) return fail(400, 'redirect_uri must be an address of this site');
  const target = new URL(redirectUri);
  target.searchParams.set('code', `code-${persona.id}`);
  if (request.query.get('state')) target.searchParams.set('state', request.query.get('state')!);
  const programme = isProgrammeLogin(request.query.get('scope'));
  return {
    status: 302,
    headers: { Location: target.href },
    setCookies: [
      cookieHeader('at', JSON.stringify(at)),
      cookieHeader('access_token', tokenFor(persona.id)),
      cookieHeader('fedid', fedidFor(persona.id)),
      // brain-health 3.2, 4.7: the programme's login also starts its session (the cookie here, the local token at the callback).
      ...(programme ? [cookieHeader('ss_user', fedidFor(persona.id))] : []),
    ],
  };
}

/** The brain-health programme asks for the `openid` scope with `bmi` (site-links.ts `loginUrl`): its login starts a programme session. */
const isProgrammeLogin = (scope: string | null) => /(^|[ +])openid($|[ +])/.test(scope ?? '');

/** The path of the script the programme's callback page runs (a file of the site's origin: the pages' CSP allows no inline script). */
const SESSION_SCRIPT = 'auth/programme-session.js';

/**
 * The OAuth callback of the site ({origin}/{brand}/auth/callback): back to `state`. After the
 * programme's login (its `ss_user` cookie is there) the platform also keeps the programme's local
 * token (localStorage `ss_token`, brain-health 3.2): a page of the site's origin writes it, then
 * goes on (4.7's first row sends a visitor with `ss_user` and no local token back to the login).
 */
function authCallback(request: EmulatorRequest, { brand = '' }: RouteParams): EmulatorResponse {
  const next = safeRedirect(request.query.get('state'), '/');
  const persona = personaById(/^code-(.+)$/.exec(request.query.get('code') ?? '')?.[1]);
  if (!request.cookies.ss_user || !persona) return { status: 302, headers: { Location: next } };
  const raw = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing you in</title>
<script src="/${escapeHtml(brand)}/${SESSION_SCRIPT}" data-token="${escapeHtml(tokenFor(persona.id))}" data-next="${escapeHtml(next)}" defer></script></head>
<body><main><p>Signing you in… <a href="${escapeHtml(next)}">Continue</a></p></main></body></html>`;
  return { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }, raw };
}

/** The callback page's script: the local token kept, then the page it came from (already checked by the callback). */
const SESSION_SCRIPT_SOURCE = `(() => {
  const script = document.currentScript;
  try { localStorage.setItem('ss_token', script.dataset.token || ''); } catch (error) { /* storage refused: the login asks again */ }
  location.replace(script.dataset.next || '/');
})();
`;

export function registerIdentity(router: Router): void {
  router
    // site 7.3: the identity session.
    .get('/identity/api/v1/sessions/me', (request) => {
      const personaId = callerPersona(request);
      if (!personaId || !request.cookies.at) return fail(401, 'no session');
      const minutes = VERIFIED_MINUTES_AGO[personaId] ?? 10;
      return json({ lastPasswordVerification: Date.now() - minutes * 60_000 });
    })
    // site 7.3, ask-and-rewards 7.4: the core user. ascp: ami and the bearer token. `address`
    // (the shipping address of a physical reward) is designed here: { firstName, lastName,
    // address1, address2, city, state, zip, country } (docs/decisions.md "Rewards pages").
    .get('/applications/CoreApi/user', (request) => {
      if (request.headers.ascp !== 'ami') return fail(400, 'header ascp: ami is required');
      const auth = requireToken(request);
      if (!auth.ok) return auth.response;
      const persona = personaById(auth.personaId)!;
      const { email: _email, ...address } = postalAddress(persona.id, authCookie(persona));
      return json({ status: 'SUCCESS', user: { memberNumber: memberNumber(persona.id), membershipExpirationDate: authCookie(persona).me ?? '', address } });
    })
    // Not shown in the spec (site 3.3): the known user, for whoever carries a fedid.
    .get('/applications/CoreApi/user/known', (request) => {
      const persona = personaById(personaOfFedid(request.cookies.fedid) ?? callerPersona(request));
      return json(persona ? knownUser(persona) : { memberState: 'ANON' });
    })
    // Not shown in the spec (site 3.4): user info, bearer token.
    .get('/applications/CoreApi/user/info', (request) => {
      const auth = requireToken(request);
      if (!auth.ok) return auth.response;
      return json(userInfo(personaById(auth.personaId)!));
    })
    // The emulated OAuth authorise page (site 2.4, 7.7) and the persona choice.
    .get('/applications/user/login', loginPage)
    .get('/applications/user/login/choose', chooseLogin)
    .get('/{brand}/auth/callback', authCallback)
    .get(`/{brand}/${SESSION_SCRIPT}`, () => ({
      status: 200,
      headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' },
      raw: SESSION_SCRIPT_SOURCE,
    }))
    // The platform logout page (site 2.1, 2.15): login cookies cleared, back to the referrer.
    .get('/system/sling/logout.html', (request) => ({
      status: 302,
      headers: { Location: safeRedirect(request.query.get('referrer'), '/') },
      setCookies: LOGIN_COOKIES.map((name) => cookieHeader(name, '', 0)),
    }));
}
