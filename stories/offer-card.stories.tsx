import type { Meta, StoryObj } from '@storybook/react-vite';
import { html } from 'lit-html';
import '../src/styles/elements.css';
import '../elements/offer-card/define.ts';
import offers from '../fixtures/site/offers.json' with { type: 'json' };
import { demoModalUrl, offerCardTemplate, offerCountTemplate } from '../cms-templates/offer-card.ts';
import { LitTemplate } from './LitTemplate.tsx';

interface Args {
  /** Which travel offers to show (fixtures/site/offers.json). */
  category: string;
  /** Overrides every card's data-expireon (blank: the fixtures' dates). */
  expireon: string;
}

function OfferCardStory({ category, expireon }: Args) {
  const listed = offers.filter((offer) => offer.dataCategoryId === category);
  return (
    <main>
      <p>
        Catalogue offer cards (site 2.9, 4.9). Save / Remove uses the shared saved-offers store: choose a logged-in persona in the toolbar to save, the button
        is then disabled for 2.5 s while a tooltip says what happened. Anonymous visitors get 'Login To Save' and 'Create Login' (new tabs). Expired cards are
        hidden and the count drops. The title link opens the offer details in the modal.
      </p>
      <LitTemplate
        template={html`${offerCountTemplate(listed.length, 'member offers')}
          <ul class="offer-list">
            ${listed.map(
              (offer) => html`<li>${offerCardTemplate({ offer: expireon ? { ...offer, expiryDate: expireon } : offer, modalUrl: demoModalUrl(offer) })}</li>`,
            )}
          </ul>`}
      />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Benefits/offer-card',
  component: OfferCardStory,
  args: { category: 'travel', expireon: '' },
  argTypes: {
    category: { control: 'select', options: ['travel', 'dining', 'insurance', 'health', 'entertainment'], description: "The offers' category" },
    expireon: { control: 'text', description: 'data-expireon for every card (YYYY-MM-DD, MM/DD/YYYY); blank keeps the fixtures' },
  },
};
export default meta;

type Story = StoryObj<Args>;
export const Travel: Story = {};
export const AllExpired: Story = { args: { expireon: '2020-01-01' } };
export const BadDate: Story = { args: { expireon: 'soon' } };
