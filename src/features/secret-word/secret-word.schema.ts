/**
 * `<secret-word>` configuration (CONTRACT 4c): only what every rewards page shares (where 'How
 * to join' goes, domain/rewards-pages.ts). The form itself is the CMS's.
 */
import * as v from 'valibot';
import { rewardsPageEntries } from '../../domain/rewards-pages.ts';

export const secretWordSchema = v.object({ ...rewardsPageEntries });

export type SecretWordConfig = v.InferOutput<typeof secretWordSchema>;
