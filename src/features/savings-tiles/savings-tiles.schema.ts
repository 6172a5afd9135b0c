/**
 * Savings tiles configuration: none. The order comes from the page's `savingcards` query
 * parameter (site 2.12); the tiles are the CMS's own `<li data-code>`.
 */
import * as v from 'valibot';

export const savingsTilesSchema = v.object({});

export type SavingsTilesConfig = v.InferOutput<typeof savingsTilesSchema>;
