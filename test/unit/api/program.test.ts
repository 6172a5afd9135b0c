// @vitest-environment node
/**
 * The programme activation call (src/api/program.ts; brain-health 4.13, 7.4, 8) against the
 * service emulator over real HTTP: a member who has not activated becomes ACTIVE; an unknown
 * token is the invalid-token error; a cancelled member's refusal is not.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../emulator/node.ts';
import { activateProgram, ActivationError, activationUrl } from '../../../src/api/program.ts';
import { activationOutcome } from '../../../src/domain/activation.ts';

let running: RunningEmulator;
let config: { baseApiPathURL: string; servicesEndpoint: string; product: string };

beforeAll(async () => {
  running = await startEmulator(0);
  config = { baseApiPathURL: `${running.url.replace(/\/$/, '')}/applications/`, servicesEndpoint: running.url, product: 'member' };
});
afterAll(() => running.close());
beforeEach(async () => {
  await fetch(`${running.url.replace(/\/$/, '')}/__emulator/reset`, { method: 'POST' });
});

describe('activateProgram', () => {
  it('the address: {baseApiPathURL}{product}/api/v1/activate?locale=, en for every locale but es', () => {
    expect(activationUrl(config, 'es')).toBe(`${config.baseApiPathURL}member/api/v1/activate?locale=es`);
    expect(activationUrl(config, 'zz')).toBe(`${config.baseApiPathURL}member/api/v1/activate?locale=en`);
    expect(activationUrl({ servicesEndpoint: 'https://s.example/', product: 'member' }, 'en')).toBe(
      'https://s.example/applications/member/api/v1/activate?locale=en',
    );
  });

  it('a member who has not activated: ACTIVE', async () => {
    const answer = await activateProgram(config, 'en', { token: 'token-bh-registered-non-activated-member' });
    expect(activationOutcome(200, answer).kind).toBe('activated');
  });

  it('an unknown token: the invalid-token error (8)', async () => {
    const error = await activateProgram(config, 'en', { token: 'token-nobody' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ActivationError);
    expect((error as ActivationError).invalidToken).toBe(true);
    expect((error as ActivationError).status).toBe(401);
  });

  it('a cancelled member: refused, not an invalid token', async () => {
    const error = await activateProgram(config, 'en', { token: 'token-bh-cancelled-or-expired-member' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ActivationError);
    expect((error as ActivationError).invalidToken).toBe(false);
    expect((error as ActivationError).status).toBe(403);
  });
});
