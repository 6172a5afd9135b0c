import { defineMeta } from '../../src/core/schema.ts';
import { programGateSchema } from '../../src/features/program-gate/program-gate.schema.ts';

/**
 * `<program-gate>`: one per brain-health programme page (brain-health 2.1, 2.5, 4.3-4.7, 5, 6,
 * 7.7, 9; CONTRACT 4c). Sets the page type, category and programme user type on `<html>`, opens
 * at most one gating modal, runs the session checks and the ss-flag redirect. Off in authoring mode.
 *
 * ```html
 * <program-gate><script type="application/json">{ "modals": { "login": { "heading": "...", "body": "...",
 *   "loginText": "Log In" } }, "rnmaFlow": false, "vendorMode": false, "programHost": "www.example.org" }</script></program-gate>
 * ```
 */
export const programGate = defineMeta({
  tag: 'program-gate',
  summary:
    "Brain-health gate: data-page-type, data-page-category and data-program-user-type on <html>; at most one gating modal (login, partner campaign join offer, join with 'Link Membership', free trial expired, activate in place, renew, the exclusive welcome) in the one modal shell, decided once the programme user is known; the session-consistency checks and the ss-flag redirect to login. Off in authoring mode.",
  schema: programGateSchema,
  attributes: ['rnmaFlow', 'vendorMode', 'programHost'],
  events: [{ name: 'identity-change', description: 'The logout of the session checks (brain-health 4.7): detail { isLoggedIn: false }.' }],
  services: ['/applications/*/api/v1/user/types', '/applications/*/api/v1/activate'],
});
