/**
 * The service emulator: every call of site 7, brain-health 7 and ask-and-rewards 7, answered
 * from per-persona state seeded from fixtures/. Transport-free: `handle(request)` takes and
 * returns plain data; emulator/node.ts serves it over HTTP and WebSocket, Storybook through MSW,
 * unit tests call it directly.
 *
 * Control endpoints (for tests and the demo's panel):
 *   POST /__emulator/faults   body: a FaultRule or an array of them (see core/faults.ts)
 *   GET  /__emulator/faults   the active rules
 *   POST /__emulator/reset    state back to the fixtures, faults cleared
 *   GET  /__emulator/routes   every route the emulator answers
 */
import { applyFault, Faults, isFaultRule } from './core/faults.ts';
import { Router } from './core/router.ts';
import { EmulatorState } from './core/state.ts';
import { fail, json, type EmulatorRequest, type EmulatorResponse } from './core/types.ts';
import { registerBrainHealth } from './handlers/brain-health.ts';
import { registerChat } from './handlers/chat.ts';
import { registerIdentity } from './handlers/identity.ts';
import { registerRewards } from './handlers/rewards.ts';
import { registerSite } from './handlers/site.ts';

export type RouteGroup = (router: Router) => void;

export const defaultGroups: RouteGroup[] = [registerIdentity, registerSite, registerRewards, registerBrainHealth, registerChat];

const ALLOWED_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;
const ALLOWED_HEADERS = 'authorization, content-type, accept, ascp, fedid, x-emulator-fault, x-time-travel, x-loyalty-backend, x-fraud-session';

export class Emulator {
  readonly router = new Router();
  readonly faults = new Faults();
  readonly state = new EmulatorState();

  constructor(groups: readonly RouteGroup[] = defaultGroups) {
    for (const register of groups) register(this.router);
  }

  async handle(request: EmulatorRequest): Promise<EmulatorResponse> {
    const cors = corsHeaders(request.origin);
    if (request.method === 'OPTIONS') {
      return {
        status: 204,
        headers: {
          ...cors,
          'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
          'Access-Control-Allow-Headers': ALLOWED_HEADERS,
          'Access-Control-Max-Age': '600',
        },
      };
    }
    const response = request.path.startsWith('/__emulator/') ? this.control(request) : await this.answer(request);
    return { ...response, headers: { ...cors, ...response.headers } };
  }

  private answer(request: EmulatorRequest): Promise<EmulatorResponse> {
    const dispatch = async () => {
      try {
        return await this.router.dispatch(request, { state: this.state });
      } catch (error) {
        return fail(500, `emulator error: ${error instanceof Error ? error.message : String(error)}`);
      }
    };
    const fault = this.faults.take(request);
    return fault ? applyFault(fault, dispatch) : dispatch();
  }

  private control(request: EmulatorRequest): EmulatorResponse {
    const action = request.path.slice('/__emulator/'.length);
    if (action === 'reset' && request.method === 'POST') {
      this.state.reset();
      this.faults.clear();
      return json({ reset: true });
    }
    if (action === 'faults' && request.method === 'GET') return json({ faults: this.faults.list() });
    if (action === 'faults' && request.method === 'POST') {
      const rules = Array.isArray(request.body) ? request.body : [request.body];
      if (!rules.length || !rules.every(isFaultRule))
        return fail(400, 'expected a fault rule { path, status?, delayMs?, body?, drop?, omit?, times? } or an array of them');
      for (const rule of rules) this.faults.add(rule);
      return json({ faults: this.faults.list() });
    }
    if (action === 'faults/clear' && request.method === 'POST') {
      this.faults.clear();
      return json({ faults: [] });
    }
    if (action === 'routes' && request.method === 'GET') return json({ routes: this.router.list() });
    return fail(404, `no such control endpoint: ${request.method} ${request.path}`);
  }
}

function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin || !ALLOWED_ORIGIN.test(origin)) return {};
  return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' };
}
