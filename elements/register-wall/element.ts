import { defineMeta } from '../../src/core/schema.ts';
import { registerWallSchema } from '../../src/features/register-wall/register-wall.schema.ts';

/**
 * `<register-wall>`: the register wall (site 2.7, 4.8; brain-health 4.15).
 *
 * ```html
 * <register-wall><script type="application/json">{ "heading": "...", "body": "...", "registerLink": "...",
 *   "registerText": "Register", "loginText": "Log in" }</script></register-wall>
 * ```
 */
export const registerWall = defineMeta({
  tag: 'register-wall',
  summary:
    'Register wall: shown when the known user is ANON or the programme type is registered-non-member, cancelled-or-expired-member, registered-non-activated-member or anonymous-user. Restricted content and the footer leave the DOM and a wall with Register and Log in goes up (scroll locked, the rest of the page inert but the header); data-wall="shown", else "hidden". Off in authoring mode.',
  schema: registerWallSchema,
  attributes: [],
});
