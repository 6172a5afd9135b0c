import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import '../elements/member-strip/define.ts';
import en from '../fixtures/site/member-strip.en.json';
import es from '../fixtures/site/member-strip.es.json';
import { memberStripTemplate } from '../cms-templates/member-strip.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { usePageLocale } from './use-page-locale.ts';
import { atWidth, viewportOptions } from './viewports.ts';

/**
 * `<member-strip>` (site 2.4, 4.5) with the demo's authored configuration, one story per state.
 * Each story picks its persona (the toolbar can change it); services answer through MSW from
 * the emulator, so 'View' reveals the persona's membership number or asks for a fresh login.
 */
interface Args {
  /** The page's language: the Spanish site has its own member states. */
  locale: 'en' | 'es';
  /** The partner-programme button (enableMojo). */
  enableMojo: boolean;
  /** The discovery variant for anonymous visitors (discoveryTemplateCheck). */
  discoveryTemplateCheck: boolean;
  /** The discovery card image's text alternative (cardImageAlt); blank: the dictionary's default. */
  cardImageAlt?: string;
  /** The card image (cardImage); blank: the demo configuration's. */
  cardImage?: string;
}

function MemberStripStory({ locale, enableMojo, discoveryTemplateCheck, cardImageAlt, cardImage }: Args) {
  const key = usePageLocale(locale);
  const config = {
    ...(locale === 'es' ? es : en),
    enableMojo: String(enableMojo),
    discoveryTemplateCheck: String(discoveryTemplateCheck),
    ...(cardImageAlt ? { cardImageAlt } : {}),
    ...(cardImage ? { cardImage } : {}),
  };
  return (
    <div key={key}>
      <LitTemplate template={memberStripTemplate({ config })} />
    </div>
  );
}

const meta: Meta<Args> = {
  title: 'Site chrome/member-strip',
  parameters: viewportOptions,
  component: MemberStripStory,
  args: { locale: 'en', enableMojo: true, discoveryTemplateCheck: false },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'es'] },
    enableMojo: { control: 'boolean', description: "enableMojo: 'true' shows the partner-programme button" },
    discoveryTemplateCheck: { control: 'boolean', description: 'discoveryTemplateCheck: the discovery variant for anonymous visitors' },
    cardImageAlt: { control: 'text', description: "cardImageAlt: the discovery card image's text alternative" },
    cardImage: { control: 'text', description: 'cardImage: the card image (http/https or a path; anything else shows no image)' },
  },
};
export default meta;

type Story = StoryObj<Args>;
const as = (id: string, args: Partial<Args> = {}): Story => ({ globals: { persona: id }, args });

export const Anonymous: Story = as('anonymous');
/** Discovery (site 2.4, 3.7, 4.5): the card image (default text alternative), join and log in. */
export const AnonymousDiscovery: Story = as('anonymous', { discoveryTemplateCheck: true });
export const DiscoveryWithAuthoredAltText: Story = as('anonymous', { discoveryTemplateCheck: true, cardImageAlt: 'A member card: join to get yours' });
/** An unsafe card address: the discovery strip without its image. */
export const DiscoveryWithUnsafeImage: Story = as('anonymous', { discoveryTemplateCheck: true, cardImage: 'javascript:alert(1)' });
export const MemberOnAutomaticRenewal: Story = as('member-auto-renew');
export const MemberNotOnAutomaticRenewal: Story = as('member-not-auto-renew');
export const ExpiringMember: Story = as('expiring-member');
export const ExpiringMemberWithoutPartnerProgramme: Story = as('expiring-member', { enableMojo: false });
export const LifetimeMember: Story = as('lifetime-member');
export const RegisteredNonMember: Story = as('registered-non-member');
export const ExpiredMember: Story = as('expired-member');
export const CancelledMember: Story = as('cancelled-member');
export const SuspendedMember: Story = as('suspended-m');
export const SpanishMemberAccount: Story = as('member-auto-renew', { locale: 'es' });
export const SpanishMemberNotOnAutomaticRenewal: Story = as('member-not-auto-renew', { locale: 'es' });
export const SpanishRenewal: Story = as('expiring-member', { locale: 'es' });
export const NarrowCollapsed: Story = { ...as('member-auto-renew'), globals: { persona: 'member-auto-renew', ...atWidth('w320') } };
