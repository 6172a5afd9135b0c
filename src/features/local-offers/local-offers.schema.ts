/**
 * `<local-offers>` configuration (CONTRACT 4c; ask-and-rewards 9.2): the redemption types the page
 * offers (`data-redemption-types`: 'MOBILE,PRINT', 'MOBILE' or 'PRINT'; anything else is a config
 * error), the title of the 'Report a problem' form, and what every rewards page shares (where
 * 'How to join' goes, domain/rewards-pages.ts).
 */
import * as v from 'valibot';
import { text } from '../../core/schema.ts';
import { redemptionTypesOf } from '../../domain/local-offers.ts';
import { rewardsPageEntries } from '../../domain/rewards-pages.ts';

export const DEFAULT_REDEMPTION_TYPES = 'MOBILE,PRINT';
export const DEFAULT_SUPPORT_FORM_TITLE = 'Report a problem with an offer';

export const localOffersSchema = v.object({
  ...rewardsPageEntries,
  redemptionTypes: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => redemptionTypesOf(value) !== undefined, "expected 'MOBILE,PRINT', 'MOBILE' or 'PRINT'"),
      v.description(
        "How offers may be redeemed here (ask-and-rewards 9.2): 'MOBILE,PRINT' (the visitor picks 'Show on my phone' or 'Print'), 'MOBILE' or 'PRINT'. Sent with every search.",
      ),
    ),
    DEFAULT_REDEMPTION_TYPES,
  ),
  supportFormTitle: text(DEFAULT_SUPPORT_FORM_TITLE, "The title of the 'Report a problem' form (the dialog's heading)."),
});

export type LocalOffersConfig = v.InferOutput<typeof localOffersSchema>;
