/**
 * The loyalty-catalog client (ask-and-rewards 7.2, 4.5, 5.2, 6.2, 8.2): one client for every
 * rewards call, `{servicesEndpoint}applications/loyalty-catalog/{path}`.
 *
 * - A request without a body is a GET, with a JSON body a POST. 200-399 is success; the answer
 *   (empty counts as `{}`) is checked against the caller's valibot schema.
 * - Identical requests in flight (method, URL and body) share one fetch (aborted only when every
 *   caller waiting on it has aborted), except the
 *   activity-limit URL (`activity/limit/...`), which is always asked afresh, and a `keepalive`
 *   call (one that must outlive the page). A call may ask for its answer as text (`text`).
 * - Headers: `Authorization: Bearer`, JSON content type, `X-Time-Travel` (the page clock's
 *   instant, ISO) when the TimeTravelCookie is set, `X-Loyalty-Backend: LoyaltyPlus` when the
 *   LoyaltyBackend cookie or the page's switch is on, and on flagged calls the fraud-session
 *   header `{sessionId};{e-mail}` (the id kept in localStorage and reused for 60 minutes).
 *   Credentials go with the call only when the configured system cookie is set.
 * - Refusals before any request, each an ApiError whose message is the spec's text (8.2):
 *   'User not a participant' (user calls for non-participants, 6.2), 'daily error timestamp set'
 *   (lesson, balance and submit calls while dailyErrorTS is at or after the end of today, 4.5),
 *   'token check failed' (rewards pages, 5.2; also raises `loyalty-auth-error`).
 * - 401/403: the account message of 8.2 and `loyalty-auth-error`. No answer: 'XHR failed'
 *   (status 0). Other statuses: an ApiError with the status and the answer's body (`data`).
 */
import ky from 'ky';
import * as v from 'valibot';
import { now } from '../core/clock.ts';
import { readCookie } from '../core/cookies.ts';
import { ApiError } from '../core/errors.ts';
import { emit } from '../core/events.ts';
import type { SiteConfig } from '../core/site-config.ts';
import { windowStorage } from '../core/window-storage.ts';
import { isOn } from '../core/values.ts';
import { ACCOUNT_MESSAGE, FRAUD_SESSION_MS, isDailyErrorActive, isRewardsPage, NOT_A_PARTICIPANT, tokenCheck } from '../domain/rewards-rules.ts';
import type { RewardsMembership } from '../domain/identity.types.ts';
import { looseStrings, SERVICE_TIMEOUT_MS } from './http.ts';

export { ACCOUNT_MESSAGE, NOT_A_PARTICIPANT };
export const TOKEN_CHECK_FAILED = 'token check failed';
export const XHR_FAILED = 'XHR failed';
export const DAILY_ERROR_SET = 'daily error timestamp set';

/** localStorage keys of 3.18 (and the fraud session id, ours). */
export const STORAGE_KEYS = {
  firstLoginTS: 'firstLoginTS',
  dailyErrorTS: 'dailyErrorTS',
  submitted: 'rewards_submited',
  fraudSession: 'rewards_fraud_session',
} as const;

/** The daily login's fixed activity (4.6); the emulator's fixture id. `dailyLoginActivityId` overrides it. */
export const DAILY_LOGIN_ACTIVITY_ID = 'bdd640fb-0667-4ad1-9c80-317fa3b1799d';

/** Rewards values of `#site-config` that the spec calls configured (docs/decisions.md, "Rewards core"). */
export interface RewardsConfig {
  /** 4.7: the two activity ids that submit with the flag false (no fraud-session header). */
  noFlagActivityIds: string[];
  /** 4.6: the daily login's activity id. */
  dailyLoginActivityId: string;
  /** 7.2: the page's loyalty-plus switch (also `<html data-loyalty-plus="true">`). */
  loyaltyPlus: boolean;
  /** 7.2: the system cookie whose presence sends credentials. */
  systemCookie: string;
  /** 7.2: the fraud-session header's name (not shown in the spec). */
  fraudSessionHeader: string;
}

const listOfIds = (value: unknown): string[] =>
  (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [])
    .filter((id): id is string => typeof id === 'string')
    .map((id) => id.trim())
    .filter(Boolean);

/** The rewards fields of the page's `#site-config` (read apart from core/site-config.ts, which every page loads). */
export function readRewardsConfig(doc: Document): RewardsConfig {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(doc.getElementById('site-config')?.textContent || '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) raw = parsed as Record<string, unknown>;
  } catch {
    // core/site-config.ts reports a block that does not parse; the defaults apply.
  }
  const name = (key: string, fallback: string) => {
    const value = raw[key];
    return typeof value === 'string' && /^[\w!#$%&'*+.^`|~-]+$/.test(value.trim()) ? value.trim() : fallback;
  };
  const dailyId = raw.dailyLoginActivityId;
  return {
    noFlagActivityIds: listOfIds(raw.rewardsNoFlagActivityIds).slice(0, 2),
    dailyLoginActivityId: typeof dailyId === 'string' && dailyId.trim() ? dailyId.trim() : DAILY_LOGIN_ACTIVITY_ID,
    loyaltyPlus: isOn(raw.loyaltyPlus) || isOn(doc.documentElement.getAttribute('data-loyalty-plus')),
    systemCookie: name('rewardsSystemCookie', 'LoyaltySystem'),
    fraudSessionHeader: name('fraudSessionHeader', 'X-Fraud-Session'),
  };
}

/** Who calls: read afresh for each call (a login in another tab changes it). */
export interface RewardsCaller {
  token?: string | undefined;
  /** fedid: the user id of every user path. */
  userId?: string | undefined;
  email?: string | undefined;
  /** 6.2: rewardsUser flag or at.rs = 'Y'. */
  participant: boolean;
}

export interface RewardsEnvironment {
  doc: Document;
  config: Pick<SiteConfig, 'servicesEndpoint'>;
  rewards: RewardsConfig;
  caller: () => RewardsCaller;
  /** For tests: the fetch ky uses. */
  fetch?: typeof fetch;
}

export interface RewardsRequest {
  /** Relative to the base, e.g. `pointsbalance/{userId}` (use `userPath`). */
  path: string;
  /** A JSON body makes the call a POST. */
  body?: unknown;
  /** Sends the fraud-session header. */
  fraud?: boolean;
  /** A user call (6.2): refused for non-participants. */
  participant?: boolean;
  /** A lesson, balance or submit call (4.5): refused while dailyErrorTS is set. */
  dailyGuarded?: boolean;
  signal?: AbortSignal;
  /**
   * Send with `keepalive`, so the call outlives a page being left (`pagehide`). Such a call is
   * always sent on its own, never shared with an identical one in flight.
   */
  keepalive?: boolean;
  /**
   * The answer is text, not JSON (7.2's deletesavedoffer): on success the schema gets the body
   * as a string. A failure's body is read as usual (JSON when it is, else its first 200 characters).
   */
  text?: boolean;
}

/** A failed rewards call: the status (0 for none) and the answer's body when there was one. */
export class RewardsError extends ApiError {
  override name = 'RewardsError';
  readonly data: unknown;
  constructor(message: string, status: number, url: string, data?: unknown) {
    super(message, status, url);
    this.data = data;
  }
}

export function rewardsBase(config: Pick<SiteConfig, 'servicesEndpoint'>): string {
  return `${config.servicesEndpoint}applications/loyalty-catalog/`;
}

/** 7.2: identical in-flight URLs are shared, except this one. */
export function isActivityLimitPath(path: string): boolean {
  return path.replace(/^\/+/, '').startsWith('activity/limit/');
}

/** The fraud session id: the stored one while under 60 minutes old, else a new one (stored). */
export function fraudSessionId(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, at: number, make: () => string = randomId): string {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(STORAGE_KEYS.fraudSession) ?? 'null');
    const record = stored as { id?: unknown; since?: unknown } | null;
    if (record && typeof record.id === 'string' && typeof record.since === 'number' && at - record.since < FRAUD_SESSION_MS && at >= record.since) {
      return record.id;
    }
  } catch {
    // A garbled record is replaced.
  }
  const id = make();
  try {
    storage?.setItem(STORAGE_KEYS.fraudSession, JSON.stringify({ id, since: at }));
  } catch {
    // Storage refused: the id lasts for this call.
  }
  return id;
}

function randomId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export interface RewardsAnswer<T> {
  status: number;
  data: T;
}

export interface RewardsClient {
  call<S extends v.GenericSchema>(request: RewardsRequest, schema: S): Promise<RewardsAnswer<v.InferOutput<S>>>;
  /** `path` with `{userId}` filled in from the caller (encoded). */
  userPath(template: string): string;
  readonly environment: RewardsEnvironment;
}

/** A fetch in flight and how many callers still wait on it (see `inFlight`). */
interface SharedCall {
  pending: Promise<{ status: number; body: unknown }>;
  controller: AbortController;
  waiting: number;
}

/**
 * One caller's wait on a shared call: its answer, or the caller's own abort. The last waiting
 * caller to abort aborts the fetch (and `forget` takes it out of the in-flight map, so no new
 * caller joins a fetch being aborted). A caller without a signal never aborts.
 */
function waitFor(call: SharedCall, signal: AbortSignal | undefined, forget: () => void): Promise<{ status: number; body: unknown }> {
  call.waiting += 1;
  const leave = () => {
    call.waiting -= 1;
    if (call.waiting === 0) {
      forget();
      call.controller.abort(signal?.reason);
    }
  };
  if (!signal) return call.pending;
  if (signal.aborted) {
    leave();
    return Promise.reject(signal.reason);
  }
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      leave();
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    call.pending.then(
      (answer) => {
        signal.removeEventListener('abort', onAbort);
        resolve(answer);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** Reads a body that may be empty or not JSON; as a string when the call expects text. */
async function readBody(response: Response, text = false): Promise<{ ok: boolean; value: unknown }> {
  const raw = await response.text();
  if (text) return { ok: true, value: raw };
  if (!raw.trim()) return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch {
    return { ok: false, value: raw.slice(0, 200) };
  }
}

export function createRewardsClient(environment: RewardsEnvironment): RewardsClient {
  const { doc } = environment;
  const win = doc.defaultView ?? undefined;
  /**
   * Requests in flight, by key. A shared fetch has a signal of its own, aborted only when every
   * caller waiting on it has aborted: one caller giving up (a newer search, an element going
   * away) does not take the answer from another that still wants it.
   */
  const inFlight = new Map<string, SharedCall>();

  const headersFor = (request: RewardsRequest, caller: RewardsCaller): Record<string, string> => {
    const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
    if (caller.token) headers.Authorization = `Bearer ${caller.token}`;
    if (readCookie('TimeTravelCookie', doc.cookie)?.trim()) headers['X-Time-Travel'] = now(doc.cookie).toISOString();
    if (readCookie('LoyaltyBackend', doc.cookie)?.trim() || environment.rewards.loyaltyPlus) headers['X-Loyalty-Backend'] = 'LoyaltyPlus';
    if (request.fraud) {
      const id = fraudSessionId(windowStorage('localStorage', win), Date.now());
      headers[environment.rewards.fraudSessionHeader] = `${id};${encodeURIComponent(caller.email ?? '')}`;
    }
    return headers;
  };

  const send = async (url: string, request: RewardsRequest, caller: RewardsCaller): Promise<{ status: number; body: unknown }> => {
    const post = request.body !== undefined;
    let response: Response;
    try {
      response = await ky(url, {
        method: post ? 'post' : 'get',
        ...(post ? { body: JSON.stringify(request.body) } : {}),
        headers: headersFor(request, caller),
        credentials: readCookie(environment.rewards.systemCookie, doc.cookie) !== undefined ? 'include' : 'omit',
        timeout: SERVICE_TIMEOUT_MS,
        retry: 0,
        throwHttpErrors: false,
        ...(request.signal ? { signal: request.signal } : {}),
        ...(request.keepalive ? { keepalive: true } : {}),
        ...(environment.fetch ? { fetch: environment.fetch } : {}),
      });
    } catch (error) {
      if (request.signal?.aborted) throw error;
      throw new RewardsError(XHR_FAILED, 0, url);
    }
    const status = response.status;
    // A text call's failure may still carry a JSON error body (8.2's { error, code, message }).
    const asText = Boolean(request.text) && status >= 200 && status <= 399;
    const body = await readBody(response, asText).catch(() => ({ ok: false, value: undefined }));
    if (status === 401 || status === 403) {
      emit(doc, 'loyalty-auth-error', { reason: ACCOUNT_MESSAGE, status });
      throw new RewardsError(ACCOUNT_MESSAGE, status, url, body.value);
    }
    if (status < 200 || status > 399) throw new RewardsError(`${url} answered ${status}`, status, url, body.value);
    if (!body.ok) throw new RewardsError(`${url} answered with a body that is not JSON`, 422, url, body.value);
    return { status, body: body.value };
  };

  const userPath = (template: string) => template.replace('{userId}', encodeURIComponent(environment.caller().userId ?? ''));

  return {
    environment,
    userPath,
    async call(request, schema) {
      const caller = environment.caller();
      const url = `${rewardsBase(environment.config)}${request.path.replace(/^\/+/, '')}`;
      const refuse = (message: string): never => {
        throw new RewardsError(message, 0, url);
      };
      if (request.participant && !caller.participant) refuse(NOT_A_PARTICIPANT);
      const clock = now(doc.cookie);
      if (request.dailyGuarded && isDailyErrorActive(windowStorage('localStorage', win)?.getItem(STORAGE_KEYS.dailyErrorTS), clock)) {
        refuse(DAILY_ERROR_SET);
      }
      if (isRewardsPage(win?.location.pathname ?? '') && !tokenCheck(caller.token, caller.userId, clock)) {
        emit(doc, 'loyalty-auth-error', { reason: TOKEN_CHECK_FAILED });
        refuse(TOKEN_CHECK_FAILED);
      }
      const key = `${request.body === undefined ? 'GET' : 'POST'} ${url} ${request.body === undefined ? '' : JSON.stringify(request.body)}${request.text ? ' text' : ''}`;
      const shared = !isActivityLimitPath(request.path) && !request.keepalive;
      let call = shared ? inFlight.get(key) : undefined;
      if (!call) {
        const controller = new AbortController();
        const started: SharedCall = { controller, waiting: 0, pending: send(url, { ...request, signal: controller.signal }, caller) };
        call = started;
        if (shared) {
          inFlight.set(key, started);
          const clear = () => inFlight.get(key) === started && inFlight.delete(key);
          started.pending.then(clear, clear);
        }
      }
      const { status, body } = await waitFor(call, request.signal, () => inFlight.get(key) === call && inFlight.delete(key));
      if (Array.isArray(body) && schema.type.includes('object'))
        throw new RewardsError(`unexpected answer from ${url}: a list where an object was expected`, 422, url);
      const parsed = v.safeParse(schema, body);
      if (!parsed.success) throw new RewardsError(`unexpected answer from ${url}: ${parsed.issues[0]?.message ?? 'wrong shape'}`, 422, url, body);
      return { status, data: parsed.output };
    },
  };
}

const rewardsMembershipSchema = looseStrings(['membershipStatus', 'membershipExpiration', 'userIdentifier'] as const);

/**
 * 3.2 / 7.2: GET member/{userId}, the rewards membership, through `client` (its headers, its
 * refusals: not a participant, and on a rewards page a token of another user).
 */
export async function fetchRewardsMembership(client: RewardsClient, userId: string, signal?: AbortSignal): Promise<RewardsMembership> {
  const { data } = await client.call(
    { path: `member/${encodeURIComponent(userId)}`, participant: true, ...(signal ? { signal } : {}) },
    rewardsMembershipSchema,
  );
  return data as RewardsMembership;
}
