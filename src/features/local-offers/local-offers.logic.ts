/**
 * The local offers' words and the rules that choose them (issue 32; CONTRACT 4c `local-offers`;
 * ask-and-rewards 3.14, 3.15, 7.4, 9.2). Pure. The words are ours where the spec shows none:
 * plain, one action at a time.
 *
 *   distanceText(miles, t)            '1.2 miles', '1 mile', 'Less than 0.1 miles'
 *   redeemChoices(element, offer)     the ways an offer can be redeemed here: the element's types
 *                                     that the offer has, in the spec's order
 *   resultsHeading(count, place, t)   '{n} offers near {place}'
 *   supportProblems(fields)           what is wrong with the 'Report a problem' form, by field
 *   searchProblem(failure, ...)       the words of a search that did not work
 */
import type { Translate } from '../../core/i18n.ts';
import { formatDecimal } from '../../core/numbers.ts';
import type { RedemptionType } from '../../domain/local-offers.ts';
import { failureText, type RewardsFailure } from '../../domain/rewards-pages.ts';

export const LOCAL_OFFERS_TEXT = {
  loading: 'Loading…',
  tabsLabel: 'Local offers',
  tabFind: 'Find offers',
  // The tabs say what they hold: a card's own 'Saved' (its save done) is another string, and in
  // Spanish another word ('Guardado' vs 'Ofertas guardadas'; the dictionary is keyed by the English).
  tabSaved: 'Saved offers',
  tabRedeemed: 'Redeemed offers',
  // The search form.
  where: 'Where',
  whereHint: 'Type a city or ZIP code, then choose a place from the list.',
  placesLabel: 'Places',
  useLocation: 'Use my location',
  locating: 'Finding your location…',
  myLocation: 'My location',
  locationFailed: 'We could not get your location. Type a city or ZIP code instead.',
  choosePlace: 'Choose a place from the list, or use your location.',
  placesLoading: 'Looking up places…',
  placesFound: '{n} places found. Use the arrow keys to choose one.',
  placesOne: '1 place found. Use the arrow keys to choose it.',
  placesNone: 'No places match. Try a city or a ZIP code.',
  placesFailed: 'We could not look up places just now. Try again, or use your location.',
  keyword: 'Keyword',
  category: 'Category',
  allCategories: 'All categories',
  search: 'Search',
  searching: 'Searching for offers…',
  // Results.
  results: '{n} offers near {place}',
  resultsOne: '1 offer near {place}',
  noResults: 'No offers found near {place}. Try another place, keyword or category.',
  searchFailed: 'We could not search for offers. Please try again.',
  placeUnknown: 'We could not search near {place}. Try another place.',
  lessThanTenth: 'Less than 0.1 miles',
  mile: '1 mile',
  miles: '{n} miles',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved',
  savedNow: '{merchant} saved. You can find it under Saved offers.',
  saveFailed: 'We could not save this offer. Please try again.',
  redeem: 'Redeem',
  redeeming: 'Redeeming…',
  showOnPhone: 'Show on my phone',
  print: 'Print',
  redeemFailed: 'We could not redeem this offer. Please try again.',
  redeemedNow: 'Your code for {merchant} is ready.',
  yourCode: 'Your code',
  showCode: 'Show this code at {merchant}.',
  printCode: 'Print this offer and take it to {merchant}.',
  // The lists.
  savedLoading: 'Loading your saved offers…',
  redeemedLoading: 'Loading your redeemed offers…',
  savedFailed: 'We could not load your saved offers.',
  redeemedFailed: 'We could not load your redeemed offers.',
  noSaved: 'You have no saved offers.',
  noRedeemed: 'You have not redeemed any offers yet.',
  savedOn: 'Saved {date}',
  redeemedOn: 'Redeemed {date}',
  byPhone: 'Redeemed on a phone',
  byPrint: 'Redeemed by printing',
  remove: 'Remove',
  removing: 'Removing {merchant}',
  undo: 'Undo',
  removed: '{merchant} removed from your saved offers.',
  kept: '{merchant} kept in your saved offers.',
  removeFailed: 'We could not remove {merchant}. Please try again.',
  // 'Report a problem'.
  report: 'Report a problem',
  offerField: 'Which offer or merchant',
  problemField: 'What went wrong',
  emailField: 'Email (optional)',
  offerMissing: 'Tell us which offer or merchant.',
  problemMissing: 'Tell us what went wrong.',
  emailInvalid: 'Type an email address like name@example.com, or leave it empty.',
  send: 'Send',
  sending: 'Sending…',
  cancel: 'Cancel',
  close: 'Close',
  sent: 'Thank you. We received your report.',
  sentNumber: 'Thank you. We received your report, number {number}.',
  sendFailed: 'We could not send your report. Please try again.',
} as const;

/** 'Less than 0.1 miles', '1 mile', '1.2 miles', '12 miles' (rounded to 0.1, no trailing '.0'). */
export function distanceText(miles: number, t: Translate): string {
  if (!Number.isFinite(miles) || miles < 0.05) return t(LOCAL_OFFERS_TEXT.lessThanTenth);
  const shown = formatDecimal(miles, 1).replace(/\.0$/, '');
  return shown === '1' ? t(LOCAL_OFFERS_TEXT.mile) : t(LOCAL_OFFERS_TEXT.miles, { n: shown });
}

const TYPE_ORDER: readonly RedemptionType[] = ['MOBILE', 'PRINT'];

/** 9.2: the ways an offer can be redeemed on this page: the element's types the offer has. */
export function redeemChoices(element: readonly RedemptionType[], offer: readonly RedemptionType[]): RedemptionType[] {
  return TYPE_ORDER.filter((type) => element.includes(type) && offer.includes(type));
}

/** The button that redeems by `type` (the choice's words). */
export function choiceText(type: RedemptionType, t: Translate): string {
  return t(type === 'MOBILE' ? LOCAL_OFFERS_TEXT.showOnPhone : LOCAL_OFFERS_TEXT.print);
}

/** The results' heading: how many offers, near which place. */
export function resultsHeading(count: number, place: string, t: Translate): string {
  return count === 1 ? t(LOCAL_OFFERS_TEXT.resultsOne, { place }) : t(LOCAL_OFFERS_TEXT.results, { n: count, place });
}

/** What the place list's status says once places have come (or not). */
export function placesStatus(count: number, t: Translate): string {
  if (count === 0) return t(LOCAL_OFFERS_TEXT.placesNone);
  return count === 1 ? t(LOCAL_OFFERS_TEXT.placesOne) : t(LOCAL_OFFERS_TEXT.placesFound, { n: count });
}

/**
 * The words of a search that did not work: 8.2's account message or the not-participant words;
 * a 4xx with a business code is the service not knowing the place; anything else plain words.
 */
export function searchProblem(
  failure: RewardsFailure,
  { code, status, place, brand }: { code: string | undefined; status: number; place: string; brand: string },
  t: Translate,
): string {
  if (failure === 'failed' && code !== undefined && status >= 400 && status < 500) return t(LOCAL_OFFERS_TEXT.placeUnknown, { place });
  return failureText(failure, LOCAL_OFFERS_TEXT.searchFailed, brand, t);
}

// -- 'Report a problem' -------------------------------------------------------------------------

export interface SupportForm {
  offer: string;
  problem: string;
  email: string;
}

export type SupportField = keyof SupportForm;

/** The form's fields in their order on the page (focus goes to the first with a problem). */
export const SUPPORT_FIELDS: readonly SupportField[] = ['offer', 'problem', 'email'];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with the form, by field (English, for `t`); empty when it can be sent. */
export function supportProblems(form: SupportForm): Partial<Record<SupportField, string>> {
  const problems: Partial<Record<SupportField, string>> = {};
  if (!form.offer.trim()) problems.offer = LOCAL_OFFERS_TEXT.offerMissing;
  if (!form.problem.trim()) problems.problem = LOCAL_OFFERS_TEXT.problemMissing;
  if (form.email.trim() && !EMAIL.test(form.email.trim())) problems.email = LOCAL_OFFERS_TEXT.emailInvalid;
  return problems;
}

/** The first field with a problem, in the page's order. */
export function firstProblem(problems: Partial<Record<SupportField, string>>): SupportField | undefined {
  return SUPPORT_FIELDS.find((field) => problems[field] !== undefined);
}

/** What the servlet gets (7.4: the issue fields; the store adds uuid): trimmed, the email only when given. */
export function supportFields(form: SupportForm): Record<string, string> {
  return {
    offer: form.offer.trim(),
    problem: form.problem.trim(),
    ...(form.email.trim() ? { email: form.email.trim() } : {}),
  };
}

/** The thanks after a report was received, with its number when the servlet gave one. */
export function sentText(ticketNumber: string | undefined, t: Translate): string {
  return ticketNumber ? t(LOCAL_OFFERS_TEXT.sentNumber, { number: ticketNumber }) : t(LOCAL_OFFERS_TEXT.sent);
}
