/**
 * The catalogue's words and the rules that choose them (CONTRACT 4c; ask-and-rewards 3.11-3.13,
 * 5.6, 8.2, 9.2). The words are ours where the spec shows none: plain, one action at a time.
 */
import type { Translate } from '../../core/i18n.ts';
import { formatPoints } from '../../core/numbers.ts';
import { reasonText, resultKind, type GoodsItem, type ItemPlan } from '../../domain/rewards-goods.ts';
import type { RedeemOutcome, ResultDetail } from '../../stores/rewards-catalog.ts';

export const CATALOG_TEXT = {
  cost: '{points} points',
  checking: 'Checking…',
  redeem: 'Redeem',
  cancel: 'Cancel',
  close: 'Close',
  short: 'You need {points} more points',
  shortOne: 'You need 1 more point',
  checkFailed: 'We could not check which rewards you can redeem just now.',
  filter: 'What I can redeem now',
  showing: 'Showing {shown} of {total} rewards.',
  noneNow: 'Nothing can be redeemed with your points yet. Keep earning, and check back soon.',
  confirm: 'Redeem {name} for {points} points?',
  confirmBalance: 'You have {points} points. After this you will have {left}.',
  preparing: 'Getting ready…',
  addressLoading: 'Getting your shipping address…',
  shipTo: 'We will send it to:',
  addressCheck: 'If this address is not right, update it in your account before you redeem.',
  addressFailed: 'We could not get your shipping address. Please log in again, then come back to redeem.',
  redeeming: 'Redeeming…',
  markFailed: 'We could not reach the rewards service just now. Nothing was redeemed.',
  // Results by goods type.
  redeemedOther: 'Done! You redeemed {name}.',
  redeemedDigital: 'Done! {name} is yours.',
  code: 'Your code: {code}',
  redeemedPhysical: 'Done! We will ship {name} to your address.',
  redeemedDonation: 'Thank you! Your donation has been made.',
  entries: 'You are entered! You now have {entries} entries.',
  entriesOne: 'You are entered! This is your first entry.',
  entered: 'You are entered!',
  won: 'You won! We will be in touch about your prize.',
  notWon: 'Not a winner this time. You can play again tomorrow.',
  played: 'Your play is in. Your result will show in your points history.',
  ecardReady: 'Your e-card is ready. Who should get it?',
  balanceNow: 'You now have {points} points.',
  // Failures.
  duplicate: 'You redeemed this a moment ago in another window. We did not redeem it again.',
  notSent: 'Your redemption did not go through. No points were taken.',
  unknown: 'We could not tell whether your redemption went through. Please check your points history before you try again.',
  checkAgain: 'Check again',
  seeHistory: 'See my points history',
  failed: 'We could not redeem this just now. No points were taken.',
  // The e-card form.
  ecardFrom: 'From: {name}',
  recipientName: 'Their name',
  recipientEmail: 'Their e-mail address',
  message: 'Your message (optional)',
  send: 'Send e-card',
  sending: 'Sending…',
  nameMissing: 'Type their name.',
  emailInvalid: 'Type an e-mail address like name@example.com.',
  messageTooLong: 'Your message can be at most 500 characters.',
  ecardSent: 'Your e-card is on its way to {email}.',
  ecardFailed: 'We could not send your e-card just now. Please try again.',
} as const;

export const MESSAGE_MAX = 500;

/** What an item costs, in the points format (9.2); '' when the CMS gave no cost. */
export function costText(item: GoodsItem, t: Translate): string {
  return item.points === undefined ? '' : t(CATALOG_TEXT.cost, { points: formatPoints(item.points) });
}

/** The words an item shows under its description (undefined: nothing, as for excluded goods). */
export function planText(plan: ItemPlan, t: Translate): string | undefined {
  switch (plan.kind) {
    case 'checking':
      return t(CATALOG_TEXT.checking);
    case 'short':
      return plan.points === 1 ? t(CATALOG_TEXT.shortOne) : t(CATALOG_TEXT.short, { points: formatPoints(plan.points) });
    case 'blocked':
      return reasonWords(plan.reason, t);
    default:
      return undefined;
  }
}

/** A reason in plain words: ours for a known code, the service's own words as text otherwise. */
export function reasonWords(reason: string, t: Translate): string {
  const words = reasonText(reason);
  return 'words' in words ? words.words : t(words.key);
}

/** The confirmation's question. */
export function confirmText(item: GoodsItem, t: Translate): string {
  return t(CATALOG_TEXT.confirm, { name: item.name, points: formatPoints(item.points ?? 0) });
}

/** The balance line of the confirmation ('' without a balance or a cost). */
export function confirmBalanceText(item: GoodsItem, balance: number | undefined, t: Translate): string {
  if (balance === undefined || item.points === undefined) return '';
  return t(CATALOG_TEXT.confirmBalance, { points: formatPoints(balance), left: formatPoints(Math.max(0, balance - item.points)) });
}

/** What the result step says after a redemption, by goods type (and its detail when there is one). */
export function resultLines(item: GoodsItem, code: string | undefined, detail: ResultDetail | undefined, t: Translate): string[] {
  const name = item.name;
  switch (resultKind(item.type)) {
    case 'sweepstakes':
      if (detail?.kind !== 'entries') return [t(CATALOG_TEXT.entered)];
      return [detail.entries <= 1 ? t(CATALOG_TEXT.entriesOne) : t(CATALOG_TEXT.entries, { entries: formatPoints(detail.entries) })];
    case 'instant-win':
      if (detail?.kind !== 'instant-win') return [t(CATALOG_TEXT.played)];
      return [t(detail.result === 'won' ? CATALOG_TEXT.won : CATALOG_TEXT.notWon)];
    case 'ecard':
      return [t(CATALOG_TEXT.ecardReady)];
    case 'physical':
      return [t(CATALOG_TEXT.redeemedPhysical, { name })];
    case 'donation':
      return [t(CATALOG_TEXT.redeemedDonation)];
    case 'digital':
      return [t(CATALOG_TEXT.redeemedDigital, { name }), ...(code ? [t(CATALOG_TEXT.code, { code })] : [])];
    default:
      return [t(CATALOG_TEXT.redeemedOther, { name }), ...(code ? [t(CATALOG_TEXT.code, { code })] : [])];
  }
}

/** The words of a redemption that did not succeed (undefined for a success). */
export function outcomeProblem(outcome: RedeemOutcome, t: Translate, failure: (kind: 'account' | 'not-participant') => string): string | undefined {
  switch (outcome.kind) {
    case 'redeemed':
      return undefined;
    case 'duplicate':
      return t(CATALOG_TEXT.duplicate);
    case 'refused':
      return reasonWords(outcome.reason, t);
    case 'account':
    case 'not-participant':
      return failure(outcome.kind);
    case 'not-sent':
      return t(CATALOG_TEXT.notSent);
    case 'unknown':
      return t(CATALOG_TEXT.unknown);
    default:
      return t(CATALOG_TEXT.failed);
  }
}

/** Whether the visitor may simply try again (nothing went through, and the service may answer next time). */
export function canTryAgain(outcome: RedeemOutcome): boolean {
  return outcome.kind === 'not-sent' || outcome.kind === 'failed';
}

export interface EcardFields {
  recipientName: string;
  recipientEmail: string;
  message: string;
}

export type EcardProblem = 'recipientName' | 'recipientEmail' | 'message';

/** The first field that is not right, in the form's order; undefined when all are. */
export function ecardProblem(fields: EcardFields): EcardProblem | undefined {
  if (!fields.recipientName.trim()) return 'recipientName';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(fields.recipientEmail.trim())) return 'recipientEmail';
  if (fields.message.length > MESSAGE_MAX) return 'message';
  return undefined;
}

export const ECARD_PROBLEM_TEXT: Readonly<Record<EcardProblem, string>> = {
  recipientName: CATALOG_TEXT.nameMissing,
  recipientEmail: CATALOG_TEXT.emailInvalid,
  message: CATALOG_TEXT.messageTooLong,
};
