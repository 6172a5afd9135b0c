import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import type { Locale } from '../src/core/locale.ts';
import { AuthorModal } from '../src/features/author-modal/AuthorModal.tsx';
import type { AuthorModalConfig } from '../src/features/author-modal/author-modal.schema.ts';
import { ViewStory, storyComponent } from './ViewStory.tsx';

/**
 * The author modal's React view (`AuthorModal`) rendered directly. It has no configuration: the
 * CMS content is the modal, so the story's args are that content (its first heading names the
 * dialog; none: the link's text does) and the link that opens it. Follow the link; Close, a
 * click outside or Escape closes it. The element's markup is in Content/author-modal.
 */
interface Args {
  locale: Locale;
  /** The first heading of the content: the dialog's name (empty: none, a console error). */
  heading: string;
  /** The content's text, one paragraph per line. */
  text: string;
  /** The text of the link that opens it. */
  linkText: string;
}

const ID = 'modal-id-component-story';

/** The CMS content as markup: a heading and paragraphs, as text. */
function contentMarkup(heading: string, text: string): string {
  const element = (tag: string, content: string) => Object.assign(document.createElement(tag), { textContent: content }).outerHTML;
  const paragraphs = text.split('\n').filter((line) => line.trim());
  return (heading ? element('h2', heading) : '') + paragraphs.map((line) => element('p', line)).join('');
}

function AuthorModalComponentStory({ locale, heading, text, linkText }: Args) {
  return (
    <main>
      <p>
        <a href={`#${ID}`}>{linkText}</a>
      </p>
      <ViewStory view={AuthorModal} tag="author-modal" id={ID} config={{}} locale={locale} cms={contentMarkup(heading, text)} />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Content/author-modal/Component',
  // The view itself, for the docs page (its name and description); the args are the CMS content it shows.
  component: storyComponent<AuthorModalConfig, Args>(AuthorModal),
  tags: ['autodocs'],
  render: (args) => <AuthorModalComponentStory key={JSON.stringify(args)} {...args} />,
  args: {
    locale: 'en',
    heading: 'Travel deals newsletter',
    text: 'Get new member discounts on cruises, hotels and tours by email every two weeks.\nYou can stop the emails at any time from the link at the bottom of each one.',
    linkText: 'Sign up for travel deals by email',
  },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'es'] },
    text: { control: 'text' },
  },
};
export default meta;

type Story = StoryObj<Args>;
export const Newsletter: Story = {};
export const NoHeading: Story = { args: { heading: '', text: 'Monday to Friday, 8 a.m. to 8 p.m. Eastern.', linkText: 'Opening hours' } };
/** 'Cerrar' on the Spanish page. */
export const Spanish: Story = { args: { locale: 'es' } };
