import type { Meta, StoryObj } from '@storybook/react-vite';
import { html } from 'lit-html';
import '../src/styles/elements.css';
import '../elements/author-modal/define.ts';
import { authorModalLinkTemplate, authorModalTemplate, NEWSLETTER_MODAL, type AuthorModalFields } from '../cms-templates/author-modal.ts';
import { LitTemplate } from './LitTemplate.tsx';

interface Args extends AuthorModalFields {
  /** The text of the link that opens it. */
  linkText: string;
}

function AuthorModalStory({ linkText, ...fields }: Args) {
  return (
    <main>
      <p>An author-configured modal (site 2.6): follow the link; Close, a click outside or Escape closes it.</p>
      <LitTemplate template={html`<p>${authorModalLinkTemplate(fields.id, linkText)}</p>${authorModalTemplate(fields)}`} />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Content/author-modal',
  component: AuthorModalStory,
  args: { ...NEWSLETTER_MODAL, linkText: 'Sign up for travel deals by email' },
  argTypes: {
    id: { control: 'text', description: 'The modal id: must start with modal-id' },
    heading: { control: 'text', description: "The first heading: the dialog's name (empty: none, a console error)" },
    linkText: { control: 'text', description: 'The opening link' },
  },
};
export default meta;

type Story = StoryObj<Args>;
export const Newsletter: Story = {};
export const LongContent: Story = {
  args: {
    id: 'modal-id-terms',
    heading: 'Terms of the offer',
    linkText: 'Read the terms',
    paragraphs: Array.from({ length: 30 }, (_, i) => `Condition ${i + 1}: discounts apply to new bookings made by members with a valid membership number.`),
  },
};
export const NoHeading: Story = {
  args: { id: 'modal-id-hours', heading: '', linkText: 'Opening hours', paragraphs: ['Monday to Friday, 8 a.m. to 8 p.m. Eastern.'] },
};
export const BadId: Story = { args: { id: 'newsletter', linkText: 'Newsletter (goes nowhere: the id lacks modal-id)' } };
