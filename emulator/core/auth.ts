/**
 * Who is calling: the emulator issues `token-{personaId}` bearer tokens and `fed-{personaId}`
 * user ids at login (fixtures/personas.ts). A call that needs a token and has none answers 401;
 * a token for an unknown persona 401; a token used for another user's id 403.
 */
import { personas } from '../../fixtures/personas.ts';
import { fail, type EmulatorRequest, type EmulatorResponse } from './types.ts';

const known = new Set(personas.map((persona) => persona.id));

export function personaOfToken(token: string | undefined): string | undefined {
  const match = /^token-(.+)$/.exec(token ?? '');
  return match && known.has(match[1]!) ? match[1] : undefined;
}

export function personaOfFedid(fedid: string | undefined): string | undefined {
  const match = /^fed-(.+)$/.exec(fedid ?? '');
  return match && known.has(match[1]!) ? match[1] : undefined;
}

/** The bearer token of the request: the Authorization header (any case of "Bearer"), else the access_token cookie. */
export function bearerToken(request: EmulatorRequest): string | undefined {
  const header = request.headers.authorization ?? '';
  const match = /^bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? request.cookies.access_token ?? undefined;
}

export type Authorised = { ok: true; personaId: string } | { ok: false; response: EmulatorResponse };

/** Requires a valid bearer token; with `userId`, it must be that persona's user id. */
export function requireToken(request: EmulatorRequest, userId?: string): Authorised {
  const token = bearerToken(request);
  if (!token) return { ok: false, response: fail(401, 'missing bearer token') };
  const personaId = personaOfToken(token);
  if (!personaId) return { ok: false, response: fail(401, 'invalid or expired token') };
  if (userId !== undefined && userId !== `fed-${personaId}`) return { ok: false, response: fail(403, 'the token does not belong to this user') };
  return { ok: true, personaId };
}

/** The persona a request speaks for, by token or by the fedid cookie; undefined when anonymous. */
export function callerPersona(request: EmulatorRequest): string | undefined {
  return personaOfToken(bearerToken(request)) ?? personaOfFedid(request.cookies.fedid);
}
