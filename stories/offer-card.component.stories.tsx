import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import offers from '../fixtures/site/offers.json' with { type: 'json' };
import { demoModalUrl } from '../cms-templates/offer-card.ts';
import { OfferCard } from '../src/features/offer-card/OfferCard.tsx';
import type { OfferCardConfig } from '../src/features/offer-card/offer-card.schema.ts';
import { ViewStory, storyComponent } from './ViewStory.tsx';

/**
 * `OfferCard`, the React view of `<offer-card>`, rendered directly with its configuration as
 * typed args (no CMS attributes, no harness). The host holds the CMS card it enhances (logo,
 * title link, description). Save / Remove uses the shared saved-offers store: pick a logged-in
 * persona in the toolbar to save; anonymous visitors get 'Login To Save' and 'Create Login'. The
 * title link opens the offer details in the modal. The host is `<offer-card-story>` (never
 * upgraded by the library), styled as `<offer-card>` (ViewStory.tsx); the CMS-markup stories show
 * the element itself.
 */
const offer = offers.find((candidate) => candidate.dataCategoryId === 'travel')!;
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const cms = `<img src="${escape(offer.image)}" alt="${escape(offer.altText)}" width="212" height="122"><h2><a href="${escape(offer.url)}">${escape(offer.title)}</a></h2><p>${escape(offer.description)}</p>`;

interface Args extends OfferCardConfig {
  /** Authoring mode (CONTRACT 1): no button, no requests, no modal, expired cards shown. */
  authoring: boolean;
}

const meta: Meta<Args> = {
  title: 'Benefits/offer-card/Component',
  // The view itself (its docs page); its props are the harness's (config, host, t, ...), the args its config.
  component: storyComponent<OfferCardConfig, Args>(OfferCard),
  tags: ['autodocs'],
  args: {
    offerid: offer.dataOfferId,
    expireon: offer.expiryDate,
    modalUrl: demoModalUrl(offer),
    offerTiming: '',
    loginURL: undefined,
    createLoginURL: undefined,
    authoring: false,
  },
  argTypes: {
    offerid: { control: 'text', description: 'The offer id with its 4-character prefix (data-offerid)' },
    expireon: { control: 'text', description: 'The last day the offer is shown, US Eastern (data-expireon); blank: never expires' },
    modalUrl: { control: 'text', description: 'The offer-details page shown in the modal (same origin only)' },
    offerTiming: { control: 'text', description: "'limited time member offer': the closed modal goes to the matching offer" },
    loginURL: { control: 'text', description: "The anonymous tooltip's 'Login To Save' link (default: the site login)" },
    createLoginURL: { control: 'text', description: "The anonymous tooltip's 'Create Login' link (default: the site's register page)" },
    authoring: { control: 'boolean' },
  },
  render: ({ authoring, ...config }) => <ViewStory view={OfferCard} tag="offer-card" config={config} authoring={authoring} cms={cms} />,
};
export default meta;

type Story = StoryObj<Args>;
export const Default: Story = {};
export const LimitedTime: Story = { args: { offerTiming: 'limited time member offer' } };
/** Past its last day: hidden on a page; in authoring mode shown, marked data-offer-state="expired". */
export const ExpiredInAuthoring: Story = { args: { expireon: '2020-01-01', authoring: true } };
