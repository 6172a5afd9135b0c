import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import '../src/styles/elements.css';
import '../elements/rewards-points/define.ts';
import { rewardsPointsTemplate } from '../cms-templates/rewards-points.ts';
import { $rewardsBalance } from '../src/stores/identity.ts';
import { $dailyCap, rememberDailyCap } from '../src/stores/rewards-activities.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { usePageLocale } from './use-page-locale.ts';

/**
 * `<rewards-points>` (ask-and-rewards 2.3, 4.9, 9.2): one story per form and state. The balance
 * control writes the one balance store (as the cookie would); change it to hear the polite
 * announcement. The persona toolbar changes the visitor: logged out shows nothing, logged in
 * without a balance 'not opted'. The meter shows the daily cap as a limit answer would give it.
 */
interface Args {
  locale: 'en' | 'es';
  format: 'pts' | 'POINTS' | 'brand';
  /** The balance; empty: none ('not opted'). */
  balance: string;
  dailyCap: boolean;
  /** Points left today (the limit answer's userDailyPointsLeft); the cap is 2,000. */
  pointsLeft: number;
}

function RewardsPointsStory({ locale, format, balance, dailyCap, pointsLeft }: Args) {
  const key = usePageLocale(locale);
  useEffect(() => {
    $rewardsBalance.set(balance.trim() === '' ? undefined : Number(balance));
  }, [balance]);
  useEffect(() => {
    $dailyCap.set(undefined);
    if (dailyCap) rememberDailyCap(pointsLeft, 2000);
  }, [dailyCap, pointsLeft]);
  return (
    <main key={`${key}-${format}-${dailyCap}`}>
      <p>
        Your balance: <LitTemplate template={rewardsPointsTemplate({ format, dailyCap })} />
      </p>
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Rewards/rewards-points',
  component: RewardsPointsStory,
  args: { locale: 'en', format: 'pts', balance: '1234', dailyCap: false, pointsLeft: 1970 },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'es'] },
    format: { control: 'inline-radio', options: ['pts', 'POINTS', 'brand'], description: 'data-format' },
    balance: { control: 'text', description: 'The balance store (empty: none, the not-opted state)' },
    dailyCap: { control: 'boolean', description: 'data-daily-cap: the meter and the max-points notice' },
    pointsLeft: { control: { type: 'range', min: 0, max: 2000, step: 10 }, description: 'userDailyPointsLeft (cap 2,000); under 500 the notice shows' },
  },
};
export default meta;

type Story = StoryObj<Args>;
const as = (id: string, args: Partial<Args> = {}): Story => ({ globals: { persona: id }, args });

/** '1,234 pts' (9.2: 1000-99999 with a comma). */
export const Pts: Story = as('member-auto-renew');
/** '123K POINTS' (9.2: 100000-999999 as {n}K). */
export const PointsThousands: Story = as('member-auto-renew', { format: 'POINTS', balance: '123456' });
/** '1.2M pts' (9.2: above 999999 as {n.n}M). */
export const PtsMillions: Story = as('member-auto-renew', { balance: '1234567' });
/** 'member Rewards 1,234,567 POINTS' (English grouping). */
export const Brand: Story = as('member-auto-renew', { format: 'brand', balance: '1234567' });
export const BrandSpanish: Story = as('member-auto-renew', { format: 'brand', locale: 'es' });
/** Logged in, no balance: 'Not opted in to member Rewards'. */
export const NotOpted: Story = as('registered-non-member', { balance: '' });
/** Not logged in: nothing shows; the room stays. */
export const SignedOut: Story = as('anonymous');
/** The daily-cap meter: '30 of 2,000 points today'. */
export const DailyCapMeter: Story = as('member-auto-renew', { format: 'brand', dailyCap: true });
/** Fewer than 500 points left today: the max-points notice too. */
export const MaxPointsNotice: Story = as('member-auto-renew', { format: 'brand', dailyCap: true, pointsLeft: 450 });
export const Narrow: Story = { ...as('member-auto-renew', { format: 'brand', dailyCap: true }), parameters: { viewport: { defaultViewport: 'mobile1' } } };
