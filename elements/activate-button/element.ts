import { defineMeta } from '../../src/core/schema.ts';
import { activateButtonSchema } from '../../src/features/activate-button/activate-button.schema.ts';

/**
 * `<activate-button>`: the brain-health programme's activation button (brain-health 3.10, 4.13,
 * 7.4, 8; CONTRACT 4c).
 *
 * ```html
 * <activate-button><button type="button">Activate</button></activate-button>
 * ```
 */
export const activateButton = defineMeta({
  tag: 'activate-button',
  summary:
    "Activate button: the CMS's button activates the programme (the one activation flow, shared with program-gate): ACTIVE -> the first-time-member flag, the caches flagged to clean, the loyalty activity (errors only logged), then login; an invalid token -> login; any other error removes the loading state and says so. Busy while it works; a double click activates once.",
  schema: activateButtonSchema,
  attributes: [],
  services: ['/applications/*/api/v1/activate'],
});
