/**
 * `<program-gate>` configuration (CONTRACT 4c; brain-health 2.5, 4.3, 4.6, 9): the texts of each
 * gating modal (the `modals` keys are domain/program-gate.ts GATING_MODALS, plus the
 * free-trial-assessment-expired modal of 2.5), the RNMA-flow switch, vendor mode and the
 * programme host. Every field has a default; the default texts (and authored texts the CMS
 * dictionary knows) are translated on Spanish pages. Texts are shown as text, never as HTML.
 * `hideClose: true` gives a modal the shell's variant without a close button (CONTRACT 4c).
 */
import * as v from 'valibot';
import { flag, optionalText, text } from '../../core/schema.ts';

/** Brain-health 9: the partner campaign's offer text and note. */
export const PARTNER_OFFER_TEXT = 'Save 25% - Just $12 for your first year of membership with automatic renewal';
export const PARTNER_OFFER_NOTE = '*For an additional one-time fee.';

const hideClose = flag(false, "The modal has no 'Close' button (Escape still closes it).");

function modal<E extends v.ObjectEntries>(description: string, entries: E) {
  const schema = v.object({ ...entries, hideClose });
  return v.optional(v.pipe(schema, v.description(description)), () => v.parse(schema, {}));
}

const modalsSchema = v.object({
  login: modal('Login modal (anonymous visitor, 4.3).', {
    heading: text('Log in to continue', 'Heading (the dialog’s name).'),
    body: text('This part of the programme is for members. Log in to see it.', 'Text.'),
    loginText: text('Log In', 'The login link.'),
  }),
  join: modal("Join modal (registered non-member, 4.3) with 'Link Membership'.", {
    heading: text('Join to get the programme', 'Heading.'),
    body: text('The programme is a member benefit. Join, or link the membership you already have.', 'Text.'),
    joinText: text('Join', 'The join link.'),
    linkMembershipText: text('Link Membership', 'The link to the membership challenge form.'),
  }),
  activate: modal('Activate modal (member who has not activated the programme, 4.3, 4.13).', {
    heading: text('Activate your programme', 'Heading.'),
    body: text('The programme comes with your membership. Activate it to start.', 'Text.'),
    activateText: text('Activate', 'The button that activates in place.'),
    activatingText: text('Activating…', 'Said while the activation runs.'),
    errorText: text('The programme could not be activated. Please try again.', 'Said when the activation fails.'),
  }),
  renew: modal('Renew modal (cancelled or expired member, 4.3).', {
    heading: text('Renew to get the programme back', 'Heading.'),
    body: text('Your membership has ended. Renew it to use the programme again.', 'Text.'),
    renewText: text('Renew', 'The renew link.'),
  }),
  welcome: modal('Welcome modal (exclusive content shared with the visitor, redirectedby=exclusive; 4.3).', {
    heading: text('Welcome', 'Heading.'),
    body: text('This content was shared with you. Enjoy it.', 'Text.'),
  }),
  partnerCampaign: modal("Partner campaign modal (anonymous visitor with the partner's cmp, 4.3, 9): a join offer with a login link.", {
    heading: text('Join and save', 'Heading.'),
    offerText: text(PARTNER_OFFER_TEXT, 'The offer (9).'),
    note: text(PARTNER_OFFER_NOTE, 'The note under the offer (9).'),
    joinText: text('Join', 'The join link (the partner campaign id and offer).'),
    loginText: text('Log In', 'The login link.'),
  }),
  freeTrialExpired: modal('Free-trial-expired modal (4.6: trial expired, account under 60 days old), instead of join.', {
    heading: text('Your free trial has ended', 'Heading.'),
    body: text('Join to keep using the programme.', 'Text.'),
    joinText: text('Join', 'The join link.'),
  }),
  challengeCongratulation: modal("The challenge congratulation modal (2.3, 2.5; CONTRACT 4c: sessionStorage challengeCongratulation = 'true').", {
    heading: text('Congratulations!', 'Heading.'),
    body: text('You finished the challenge. Well done.', 'Text.'),
  }),
  freeTrialAssessmentExpired: modal('Free-trial-assessment-expired modal (2.5; its trigger is not in the spec: never opened by the gate).', {
    heading: text('Your free trial assessment has ended', 'Heading.'),
    body: text('Join to take the assessment again.', 'Text.'),
  }),
});

export const programGateSchema = v.object({
  modals: v.optional(v.pipe(modalsSchema, v.description('The gating modals’ texts (CONTRACT 4c).')), () => v.parse(modalsSchema, {})),
  closeText: text('Close', "Accessible name of every modal's close button."),
  rnmaFlow: flag(false, 'The RNMA-flow switch (4.3): no gating modal on English pages.'),
  vendorMode: flag(false, 'Vendor mode (2.4, 6): my plan is hidden (`data-vendor-mode` on <html>).'),
  programHost: optionalText('The programme host (2.4), for the header’s sponsored rules.'),
});

export type ProgramGateConfig = v.InferOutput<typeof programGateSchema>;
export type ModalTexts = ProgramGateConfig['modals'];
