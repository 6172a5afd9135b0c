/**
 * Analytics segments (site 4.2): two readings, one from the login cookie, one from the user-info
 * status. Which one the snapshot uses is decided in identity.ts.
 */
import type { AnalyticsSegment, AuthCookie } from './identity.types.ts';
import { normaliseStatusCode } from './status.ts';
import { ownValue, upperText } from '../core/values.ts';

/** The cookie reading by code: 0 -> MEM; 1, 4, 5, M, U, D -> NONMEM; an unknown code -> ANON. */
export function segmentForCode(code: unknown): AnalyticsSegment {
  const normal = normaliseStatusCode(code);
  if (normal === '') return 'ANON';
  return normal === '0' ? 'MEM' : 'NONMEM';
}

/**
 * The cookie reading by memberState ("MEM for code 0 / MEMBER"): MEMBER -> MEM; NON-MEMBER,
 * CANCELLED, SUSPENDED, EXPIRED -> NONMEM; ANON and anything else -> ANON.
 */
export function segmentForMemberState(state: unknown): AnalyticsSegment {
  const value = upperText(state);
  if (value === 'MEMBER') return 'MEM';
  return value === 'NON-MEMBER' || value === 'CANCELLED' || value === 'SUSPENDED' || value === 'EXPIRED' ? 'NONMEM' : 'ANON';
}

/** Site 4.2, first reading: ANON when there is no cookie, else by the cookie's ms code. */
export function segmentFromCookie(at: AuthCookie | undefined): AnalyticsSegment {
  if (!at) return 'ANON';
  return segmentForCode(ownValue(at, 'ms'));
}

const MEM_STATUSES = new Set(['MEMBER', 'EXPIRING', 'ACTIVE']);
const NONMEM_STATUSES = new Set(['NON-MEMBER', 'CANCELLED', 'MEMBER-REQUEST-SUSPEND', 'UNDELIVERABLE-SUSPEND', 'DECEASED-SUSPEND', 'EXPIRED']);

/**
 * Site 4.2, second reading, from the user-info status (site 3.4 names, any case): MEMBER,
 * EXPIRING, ACTIVE -> MEM; the six non-member names -> NONMEM; anything else (including
 * 'anonymous' and the rewards spellings) -> ANON.
 */
export function segmentFromStatus(status: unknown): AnalyticsSegment {
  const value = upperText(status);
  if (MEM_STATUSES.has(value)) return 'MEM';
  return NONMEM_STATUSES.has(value) ? 'NONMEM' : 'ANON';
}
