import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import '../src/styles/elements.css';
import '../elements/rewards-points/define.ts';
import { rewardsPointsTemplate } from '../cms-templates/rewards-points.ts';
import { $rewardsBalance } from '../src/stores/identity.ts';
import { $dailyCap, dailyCapAfterLimitAnswer } from '../src/stores/rewards-activities.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { usePageLocale } from './use-page-locale.ts';
import { atWidth, viewportOptions } from './viewports.ts';

/**
 * `<rewards-points>` (ask-and-rewards 2.3, 4.9, 9.2): one story per form and state. The balance
 * control writes the one balance store (as the cookie would); change it to hear the polite
 * announcement. The persona toolbar changes the visitor: logged out shows nothing, logged in
 * without a balance 'not opted'. The meter and the max-points notice show the daily cap as a
 * limit answer would give it: spec-shaped (userDailyPointsLeft only: the notice, no meter) or
 * with the emulator's dailyPointsLimit (the meter's scale).
 */
interface Args {
  locale: 'en' | 'es';
  format: 'pts' | 'POINTS' | 'brand';
  /** The balance; empty: none ('not opted'). */
  balance: string;
  dailyCap: boolean;
  /** Points left today (the limit answer's userDailyPointsLeft). */
  pointsLeft: number;
  /** The limit answer also names dailyPointsLimit (2,000), as the emulator's does. */
  capField: boolean;
}

function RewardsPointsStory({ locale, format, balance, dailyCap, pointsLeft, capField }: Args) {
  const key = usePageLocale(locale);
  useEffect(() => {
    $rewardsBalance.set(balance.trim() === '' ? undefined : Number(balance));
  }, [balance]);
  useEffect(() => {
    $dailyCap.set(dailyCapAfterLimitAnswer(undefined, { userDailyPointsLeft: pointsLeft, ...(capField ? { dailyPointsLimit: 2000 } : {}) }));
  }, [pointsLeft, capField]);
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
  parameters: viewportOptions,
  component: RewardsPointsStory,
  args: { locale: 'en', format: 'pts', balance: '1234', dailyCap: false, pointsLeft: 1970, capField: true },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'es'] },
    format: { control: 'inline-radio', options: ['pts', 'POINTS', 'brand'], description: 'data-format' },
    balance: { control: 'text', description: 'The balance store (empty: none, the not-opted state)' },
    dailyCap: { control: 'boolean', description: 'data-daily-cap: the meter (it needs the cap field)' },
    pointsLeft: { control: { type: 'range', min: 0, max: 2000, step: 10 }, description: 'userDailyPointsLeft; under 500 the max-points notice shows' },
    capField: { control: 'boolean', description: "The limit answer names dailyPointsLimit (2,000): the emulator's field, not the spec's" },
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
/** A plain display after a spec-shaped limit answer (no cap field) with 450 left: the notice alone. */
export const MaxPointsNoticeWithoutMeter: Story = as('member-auto-renew', { pointsLeft: 450, capField: false });
/** 0 left (a 429): today's limit is reached. */
export const DailyLimitReached: Story = as('member-auto-renew', { pointsLeft: 0, capField: false });
export const Narrow: Story = { ...as('member-auto-renew', { format: 'brand', dailyCap: true }), globals: { persona: 'member-auto-renew', ...atWidth('w320') } };
