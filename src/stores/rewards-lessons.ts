/**
 * Lesson progress (ask-and-rewards 3.10, 7.2, 8.2) and the membership mismatch check (4.8).
 *
 * API:
 *   $lessonSummary                 atom<LessonSummary | undefined>: { lessons, totalLessons,
 *                                  totalLessonsComplete, completeLessons, endDate }
 *   loadLessonSummary(doc?, { force? })  kept for the session (sessionStorage
 *                                  `rewards_lesson_summary`, per user); else GET
 *                                  {brand}/lessons/status/{userId}. A failure or an answer of the
 *                                  wrong shape raises `lesson-data-error` and resolves undefined.
 *   checkMembershipMismatch(doc?)  4.8: compares identity's rewards membership data with the
 *                                  cookie (status code; expiration within 1 day) and records a
 *                                  mismatch once per page as an analytics error (data layer).
 */
import { atom } from 'nanostores';
import * as v from 'valibot';
import { emit } from '../core/events.ts';
import { pushToDataLayer } from '../core/dom/data-layer.ts';
import { siteConfig } from '../core/site-config.ts';
import { windowStorage } from '../core/window-storage.ts';
import { lessonSummary, membershipMismatch, type LessonSummary } from '../domain/rewards-rules.ts';
import { $identitySources } from './identity.ts';
import { rewardsClientFor } from './rewards-client.ts';

export const $lessonSummary = atom<LessonSummary | undefined>(undefined);
export const LESSON_SUMMARY_KEY = 'rewards_lesson_summary';

const progressSchema = v.looseObject({
  lessonProgress: v.array(
    v.looseObject({
      primaryIdentifier: v.pipe(v.string(), v.minLength(1)),
      completed: v.fallback(v.boolean(), false),
      endDate: v.fallback(v.optional(v.nullable(v.string())), undefined),
    }),
  ),
});

export async function loadLessonSummary(doc: Document = document, options: { force?: boolean } = {}): Promise<LessonSummary | undefined> {
  const client = rewardsClientFor(doc);
  const user = client.environment.caller().userId ?? '';
  const session = windowStorage('sessionStorage', doc.defaultView ?? undefined);
  if (!options.force) {
    try {
      const kept = JSON.parse(session?.getItem(LESSON_SUMMARY_KEY) ?? 'null') as { user?: string; summary?: LessonSummary } | null;
      if (kept?.user === user && kept.summary && Array.isArray(kept.summary.lessons)) {
        $lessonSummary.set(kept.summary);
        return kept.summary;
      }
    } catch {
      // Garbled: asked again.
    }
  }
  try {
    const path = client.userPath(`${encodeURIComponent(siteConfig(doc).brand)}/lessons/status/{userId}`);
    const { data } = await client.call({ path, participant: true, dailyGuarded: true }, progressSchema);
    const summary = lessonSummary(data.lessonProgress);
    $lessonSummary.set(summary);
    try {
      session?.setItem(LESSON_SUMMARY_KEY, JSON.stringify({ user, summary }));
    } catch {
      // Storage refused: asked again on the next page.
    }
    return summary;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error('member-elements: lesson data could not be read:', reason);
    emit(doc, 'lesson-data-error', { reason });
    return undefined;
  }
}

const recorded = new WeakSet<Document>();

/** 4.8 (see the top of this file). Returns the fields that differ. */
export function checkMembershipMismatch(doc: Document = document): Array<'status' | 'expiration'> {
  const sources = $identitySources.get();
  const found = membershipMismatch({ membership: sources.rewardsMembership, at: sources.at, userExpiration: sources.userInfo?.membershipExpirationDate });
  if (found.length && !recorded.has(doc) && doc.defaultView) {
    recorded.add(doc);
    pushToDataLayer({ event: 'error', error: { type: 'rewards', message: 'membership mismatch', fields: found } }, doc.defaultView);
  }
  return found;
}
