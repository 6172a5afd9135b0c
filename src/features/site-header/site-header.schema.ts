/**
 * `<site-header>` configuration (CONTRACT 4b; site 2.3, 9; ask-and-rewards 2.3): the embedded
 * JSON's fields, named as the contract names them. Every field has a default, so a header without
 * configuration still works (no shy auto-hide, no sponsor logos, no rewards link).
 */
import * as v from 'valibot';
import { integer, optionalText, text } from '../../core/schema.ts';
import { POINTS_FORMATS } from '../../domain/rewards-points.ts';

/** Site 9 "Scroll distances are configured": the defaults are the contract's example values. */
export const DEFAULT_HIDE_AFTER = 80;
export const DEFAULT_SHOW_AFTER = 40;

const shyHeaderSchema = v.object({
  hideAfter: integer(DEFAULT_HIDE_AFTER, 'Scroll-down distance (px, between two 250 ms checks) that hides the shy header.'),
  showAfter: integer(DEFAULT_SHOW_AFTER, 'Scroll-up distance (px, between two 250 ms checks) that shows the shy header again.'),
  autoHideMs: integer(0, 'Optional auto-hide (site 9: 3000): ms after the shy header was shown by scrolling up before it hides again; 0 = never.'),
});

const sponsorLogoSchema = v.object({
  src: v.pipe(v.string(), v.description('Logo address (http, https or a path; anything else is refused with a console error).')),
  alt: v.optional(v.pipe(v.string(), v.description('Text alternative of the logo (the sponsor name).')), ''),
});

export const siteHeaderSchema = v.object({
  shyHeader: v.optional(v.pipe(shyHeaderSchema, v.description('Shy header (site 2.3, 9): { hideAfter, showAfter, autoHideMs }.')), () => ({
    hideAfter: DEFAULT_HIDE_AFTER,
    showAfter: DEFAULT_SHOW_AFTER,
    autoHideMs: 0,
  })),
  sponsorLogos: v.optional(
    v.pipe(
      v.record(v.string(), sponsorLogoSchema),
      v.description('Sponsor logos by sponsor code (site 2.3, 6): { CODE: { src, alt } }, shown in the menu for a sponsor subscription.'),
    ),
    {},
  ),
  rewardsLink: optionalText('Rewards page (ask-and-rewards 2.3): the points line in the account menu links here.'),
  pointsFormat: v.optional(
    v.pipe(
      v.picklist(POINTS_FORMATS, 'expected pts, POINTS or brand'),
      v.description(
        "Points line of the account menu (ask-and-rewards 2.3): 'pts' ('{n} pts'), 'POINTS' ('{n} POINTS') or 'brand' ('{brand} Rewards {n} POINTS').",
      ),
    ),
    'brand',
  ),
  myAccountLink: text('/applications/account/myAccount.action', 'My account link of the account menu (site 2.1: the account page).'),
});

export type SiteHeaderConfig = v.InferOutput<typeof siteHeaderSchema>;
