/**
 * Member-strip configuration (site 3.7): every field is a string, named as the spec names it
 * (`autoRenewslLabel` included). The two switches (enableMojo, discoveryTemplateCheck) are
 * flags that take any string, as the spec's strings, or a JSON boolean: 'true' in any case with
 * spaces around is on, anything else off (core/schema.ts `flag`). The spec names the campaign and analytics ids of a few links;
 * the others follow the names decided with the emulator's fixtures (docs/decisions.md, issue 4):
 * `renewButtonAnalyticsId` / `renewButtonCampaignId`, `joinNowAnalyticsId`, and
 * `{link field}AnalyticsId` / `{link field}CampaignId` for the rest. Links left empty fall back
 * to the site's own targets (join, renew, login, account) built from #site-config.
 */
import * as v from 'valibot';
import { flag, optionalText, text } from '../../core/schema.ts';

/** The strip's links, by the config field of their address. */
export const STRIP_LINKS = [
  'viewMembershipNumber',
  'enrollLink',
  'renewButtonLink',
  'editAccountLink',
  'newslettersLink',
  'getCardLink',
  'supportLink',
  'automaticRenewalLink',
  'learnMoreLink',
  'rejoinNowLink',
  'joinNowLink',
  'memberLoginLink',
  'alreadyAMemberLink',
  'myAccountLink',
  'mojoLink',
] as const;

export type StripLink = (typeof STRIP_LINKS)[number];

/** The id fields of a link: the spec's own names where it gives them. */
export function idFields(link: StripLink): { campaign: string; analytics: string } {
  if (link === 'viewMembershipNumber') return { campaign: 'viewMembershipNumberCampaignId', analytics: 'viewMembershipNumberAnalyticsId' };
  if (link === 'renewButtonLink') return { campaign: 'renewButtonCampaignId', analytics: 'renewButtonAnalyticsId' };
  if (link === 'joinNowLink') return { campaign: 'joinNowLinkCampaignId', analytics: 'joinNowAnalyticsId' };
  return { campaign: `${link}CampaignId`, analytics: `${link}AnalyticsId` };
}

const idEntries = Object.fromEntries(
  STRIP_LINKS.flatMap((link) => {
    const { campaign, analytics } = idFields(link);
    return [
      [campaign, optionalText(`Campaign id of ${link} (added to its address as intcmp).`)],
      [analytics, optionalText(`Analytics id of ${link} (data-analytics-id; pushed to adobeDataLayer on click).`)],
    ];
  }),
) as Record<string, ReturnType<typeof optionalText>>;

export const memberStripSchema = v.object({
  // Membership
  membershipNumberLabel: text('Membership number', 'Label before the membership number.'),
  viewMembershipNumberLabel: text('View', "The 'view' link that reveals the membership number."),
  membershipExpiresLabel: text('Membership expires', "Date label when auto-renew is 'N'."),
  autoRenewslLabel: text('Membership auto-renews', "Date label when the member is on automatic renewal (the spec's spelling)."),
  automaticRenewalLabel: text('Automatic renewal', 'Heading of the automatic-renewal enrol offer.'),
  enrollLink: optionalText('Automatic-renewal enrol link.'),
  enrollLinkLabel: text('Enroll in automatic renewal', 'Text of the enrol link.'),
  // Renewal
  renewalMessage: text('Your membership is expiring soon.', 'Message next to the renew button.'),
  renewButtonText: text('Renew', 'Text of the renew button.'),
  renewButtonLink: optionalText('Renew address; default the site renew link (site 7.7).'),
  // Spanish account list
  membershipAccountLabel: text('Mi cuenta', 'Heading of the Spanish account list.'),
  editAccountLink: optionalText('Edit-account link.'),
  editAccountLinkLabel: text('Editar cuenta', 'Text of the edit-account link.'),
  newslettersLink: optionalText('Newsletters link.'),
  newslettersText: text('Boletines', 'Text of the newsletters link.'),
  getCardLink: optionalText('Get-card link.'),
  getCardText: text('Obtener tarjeta', 'Text of the get-card link.'),
  supportLink: optionalText("Support link (auto-renew 'Y')."),
  supportLinkLabel: text('Ayuda', 'Text of the support link.'),
  automaticRenewalLink: optionalText("Automatic-renewal link (auto-renew 'N')."),
  automaticRenewalLinkLabel: text('Renovación automática', 'Text of the automatic-renewal link.'),
  // Expired members
  expiredMemberRenewText: text('Your membership has expired. Rejoin to keep your benefits.', 'Text for expired, cancelled and suspended members.'),
  learnMoreLink: optionalText('Learn-more link.'),
  learnMoreLinkLabel: text('Learn more', 'Text of the learn-more link.'),
  rejoinNowLink: optionalText('Rejoin address; default the site renew link.'),
  rejoinNowLinkText: text('Rejoin now', 'Text of the rejoin button.'),
  // Non-members and anonymous
  nonMemberWelcomeMessage: text('Welcome! Become a member to get all the benefits.', 'Welcome message for non-members.'),
  joinNowMessage: text('Join today and start saving.', 'Join message for anonymous visitors.'),
  joinNowLink: optionalText('Join address; default the site join link (site 7.7).'),
  joinNowLinkText: text('Join now', 'Text of the join button.'),
  joinNowNonMemberAnalyticsId: optionalText('Analytics id of the join button shown to non-members.'),
  memberLoginLink: optionalText('Login address; default the strip login of site 2.4.'),
  memberLoginLinkText: text('Log in', 'Text of the login button.'),
  alreadyAMemberLink: optionalText("'Already a member' address; default the membership link (site 7.7)."),
  alreadyAMemberLinkText: text('Already a member?', "Text of the 'already a member' link."),
  // Account and partner programme
  myAccountLink: optionalText('My-account address; default the account page (site 2.1).'),
  myAccountLinkText: text('My account', 'Text of the my-account button.'),
  mojoLink: optionalText('Partner-programme address.'),
  mojoLinkLabel: text('Partner program', 'Text of the partner-programme button.'),
  enableMojo: flag(false, "'true' shows the partner-programme button (any other text: off).", { anyString: true }),
  mojoMembershipStatus: text('Lifetime member', 'Partner status label, above 768 px.'),
  mojoMembershipStatusMobile: text('Lifetime', 'Partner status label, 768 px and below.'),
  mojoValueMessage: text('', 'Partner value message for lifetime members.'),
  // Display
  cardImage: optionalText("Membership card image (http/https or a path): beside a member's number, and the picture of the discovery variant."),
  cardImageAlt: optionalText("Text alternative of the card image in the discovery variant (not in the spec); default 'Membership card' from the dictionary."),
  dataAttributeName: optionalText('Name of a data attribute set on the strip with the member state.'),
  discoveryTemplateCheck: flag(false, "'true' shows the discovery variant to visitors without a known user (any other text: off).", { anyString: true }),
  ...idEntries,
});

/** The parsed config; the id fields are also read by name (`idFields`), hence the index signature. */
export type MemberStripConfig = v.InferOutput<typeof memberStripSchema> & { readonly [field: string]: unknown };
