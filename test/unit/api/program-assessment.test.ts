// @vitest-environment node
/**
 * The assessment calls (src/api/program-assessment.ts; brain-health 7.3, CONTRACT 4c) against the
 * service emulator over real HTTP: the completion check read whatever it answers (an assessment in
 * progress completes on its third check; `completionSucceeded` is the rule), the scores sync
 * pending then complete, and the failures as ApiErrors.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../emulator/node.ts';
import { fetchAssessmentComplete, fetchScores } from '../../../src/api/program-assessment.ts';
import { ApiError } from '../../../src/core/errors.ts';
import { completionSucceeded } from '../../../src/domain/assessment.ts';

let running: RunningEmulator;
let api: string;

beforeAll(async () => {
  running = await startEmulator(0);
  api = `${running.url.replace(/\/$/, '')}/applications/member/api/v1`;
});
afterAll(() => running.close());
beforeEach(async () => {
  await fetch(`${running.url.replace(/\/$/, '')}/__emulator/reset`, { method: 'POST' });
});

describe('fetchAssessmentComplete (7.3)', () => {
  it('bh-assessment-in-progress: two failed checks, then a success; then the scores', async () => {
    const token = 'token-bh-assessment-in-progress';
    const outcomes: boolean[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { status, body } = await fetchAssessmentComplete(api, { token });
      outcomes.push(completionSucceeded(status, body));
    }
    expect(outcomes).toEqual([false, false, true]);
    expect(await fetchScores(api, { token })).toMatchObject({ status: 'success', scores: { domains: expect.any(Array), pillars: expect.any(Object) } });
  });

  it('an unknown token: the 401 read as an answer (a failed try), not thrown', async () => {
    const { status, body } = await fetchAssessmentComplete(api, { token: 'token-nobody' });
    expect(status).toBe(401);
    expect(completionSucceeded(status, body)).toBe(false);
  });
});

describe('fetchScores (CONTRACT 4c)', () => {
  it('an assessment not complete: pending', async () => {
    expect(await fetchScores(api, { token: 'token-bh-lifestyle-completed-mbs-in-progress' })).toEqual({ status: 'pending' });
  });

  it('an unknown token: an ApiError with the status', async () => {
    const error = await fetchScores(api, { token: 'token-nobody' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
  });

  it('no service there: an ApiError with status 0', async () => {
    const error = await fetchScores('http://127.0.0.1:9/applications/member/api/v1', { token: 'x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
  });
});
