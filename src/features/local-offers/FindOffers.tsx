/**
 * 'Find offers' (issue 32; ask-and-rewards 3.15, 9.2; site 3.10 and 5): the search form and its
 * results.
 *
 * - 'Where' is the APG list-autocomplete combobox of core/ui/combobox.tsx over the site config's
 *   placesUrl: nothing is asked for a blank input, a request goes PLACES_DEBOUNCE_MS after the
 *   last keystroke, and a newer keystroke aborts the request before it (useSuggester). Choosing
 *   an option (Enter or a click) chooses that place; typing again un-chooses it.
 * - 'Use my location': the browser's geolocation; the place 'My location'. Denied or
 *   unavailable: a plain message under the field; the place search still works.
 * - 'Keyword', 'Category' (a native select; 'All categories' first) and 'Search'. Searching with
 *   no place chosen marks 'Where' (aria-invalid, its message linked by aria-describedby), moves
 *   focus there and sends nothing.
 * - Results: '{n} offers near {place}', each an OfferCard. No results, a failed search and a place
 *   the service does not know each have plain words; the form keeps what was typed and chosen.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { Translate } from '../../core/i18n.ts';
import { ComboboxListbox, useListCombobox, useSuggester, type SuggestEvent } from '../../core/ui/combobox.tsx';
import { PLACES_DEBOUNCE_MS, type Place, type RedemptionType } from '../../domain/local-offers.ts';
import { rewardsStatus } from '../../domain/rewards-pages.ts';
import { $savedOfferChange, findPlaces, redeem, save, search, type CategoryOption, type LocalOffer } from '../../stores/local-offers.ts';
import { LOCAL_OFFERS_TEXT as TEXT, placesStatus, redeemChoices, resultsHeading, searchProblem } from './local-offers.logic.ts';
import { OfferCard, type CardMark } from './OfferCard.tsx';

/** Where a search stands (also the host's data-local-offers-state). */
export type SearchOutcome =
  | { kind: 'idle' }
  | { kind: 'searching'; place: Place }
  | { kind: 'results'; place: Place; offers: LocalOffer[] }
  | { kind: 'empty'; place: Place }
  | { kind: 'failed'; place: Place; text: string };

export interface FindOffersProps {
  doc: Document;
  t: Translate;
  brand: string;
  /** The element's redemption types (data-redemption-types). */
  types: readonly RedemptionType[];
  categories: readonly CategoryOption[];
  outcome: SearchOutcome;
  onOutcome(outcome: SearchOutcome): void;
  announce(text: string): void;
  /** The key of the card marked for printing. */
  printing: string | undefined;
  onPrint(key: string): void;
}

const NO_PLACES: readonly Place[] = [];

export function FindOffers({ doc, t, brand, types, categories, outcome, onOutcome, announce, printing, onPrint }: FindOffersProps) {
  const id = useId();
  const win = doc.defaultView ?? window;
  const [places, setPlaces] = useState<readonly Place[]>(NO_PLACES);
  const labels = useMemo(() => places.map((place) => place.label), [places]);
  const [place, setPlace] = useState<Place | undefined>(undefined);
  const [whereProblem, setWhereProblem] = useState(false);
  /** A plain message under 'Where' (geolocation refused, places not reachable). */
  const [note, setNote] = useState<string | undefined>(undefined);
  const [locating, setLocating] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [marks, setMarks] = useState<Readonly<Record<string, CardMark>>>({});
  const where = useRef<HTMLInputElement | null>(null);
  const searchAbort = useRef<AbortController | undefined>(undefined);

  const onEvent = (event: SuggestEvent<Place>) => {
    switch (event.kind) {
      case 'clear':
      case 'short':
        setPlaces(NO_PLACES);
        return;
      case 'loading':
        return;
      case 'loaded':
        setPlaces(event.suggestions);
        setNote(undefined);
        announce(placesStatus(event.suggestions.length, t));
        return;
      case 'error':
        setPlaces(NO_PLACES);
        setNote(t(TEXT.placesFailed));
        announce(t(TEXT.placesFailed));
    }
  };
  const suggester = useSuggester<Place>({
    delayMs: PLACES_DEBOUNCE_MS,
    win,
    fetch: async (term, signal) => {
      const answer = await findPlaces(term, signal, doc);
      if (!answer.ok) throw answer.error;
      return answer.places;
    },
    onEvent,
  });

  const combobox = useListCombobox({
    options: labels,
    listLabel: t(TEXT.placesLabel),
    onInput: (value) => {
      if (place) setPlace(undefined);
      suggester.typed(value);
    },
    onChoose: (_text, index) => {
      const chosen = places[index];
      if (!chosen) return;
      setPlace(chosen);
      setWhereProblem(false);
      setNote(undefined);
    },
  });
  const { ref: comboboxRef, ...comboboxInput } = combobox.inputProps;

  const locate = () => {
    const geolocation = win.navigator.geolocation as Geolocation | undefined;
    const refused = () => {
      setLocating(false);
      setNote(t(TEXT.locationFailed));
      announce(t(TEXT.locationFailed));
    };
    if (!geolocation) {
      refused();
      return;
    }
    setLocating(true);
    geolocation.getCurrentPosition(
      (position) => {
        const label = t(TEXT.myLocation);
        suggester.stop();
        combobox.close();
        if (where.current) where.current.value = label;
        setLocating(false);
        setPlaces(NO_PLACES);
        setPlace({ id: 'my-location', label, lat: position.coords.latitude, lng: position.coords.longitude });
        setWhereProblem(false);
        setNote(undefined);
      },
      refused,
      { timeout: 15_000, maximumAge: 600_000 },
    );
  };

  // A search under way stops when the element goes.
  useEffect(() => () => searchAbort.current?.abort(), []);
  // A save here or a removal in the 'Saved' tab: the card of that offer follows.
  useEffect(
    () =>
      $savedOfferChange.listen((change) => {
        if (change) setMarks((now) => ({ ...now, [change.offerId]: { ...now[change.offerId], save: change.saved ? 'saved' : 'removed' } }));
      }),
    [],
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!place) {
      flushSync(() => setWhereProblem(true));
      where.current?.focus();
      announce(t(TEXT.choosePlace));
      return;
    }
    searchAbort.current?.abort();
    const abort = new AbortController();
    searchAbort.current = abort;
    const category = categories.find((candidate) => String(candidate.id) === categoryId);
    onOutcome({ kind: 'searching', place });
    announce(t(TEXT.searching));
    const answer = await search({ place, keyword, category, types }, abort.signal, doc);
    if (abort.signal.aborted) return;
    if (!answer.ok) {
      if (answer.failure === 'aborted') return;
      const text = searchProblem(answer.failure, { code: answer.code, status: rewardsStatus(answer.error), place: place.label, brand }, t);
      onOutcome({ kind: 'failed', place, text });
      announce(text);
      return;
    }
    if (!answer.offers.length) {
      onOutcome({ kind: 'empty', place });
      announce(t(TEXT.noResults, { place: place.label }));
      return;
    }
    setMarks({});
    onOutcome({ kind: 'results', place, offers: answer.offers });
    announce(resultsHeading(answer.offers.length, place.label, t));
  };

  const mark = (offerId: string, change: Partial<CardMark>) => setMarks((now) => ({ ...now, [offerId]: { ...now[offerId], ...change } }));
  const onSave = async (offer: LocalOffer) => {
    const type = redeemChoices(types, offer.redemptionTypes)[0];
    if (!type) return;
    mark(offer.offerId, { save: 'saving' });
    const answer = await save(offer, type, doc);
    mark(offer.offerId, { save: answer.ok ? 'saved' : 'failed' });
    announce(answer.ok ? t(TEXT.savedNow, { merchant: offer.merchantName }) : t(TEXT.saveFailed));
  };
  const onRedeem = async (offer: LocalOffer, type: RedemptionType) => {
    mark(offer.offerId, { redeem: 'redeeming' });
    const answer = await redeem(offer, type, doc);
    if (!answer.ok) {
      mark(offer.offerId, { redeem: 'failed' });
      announce(t(TEXT.redeemFailed));
      return;
    }
    const { redemption } = answer;
    mark(offer.offerId, { redeem: { code: redemption.redemptionCode, type: redemption.redemptionType ?? type } });
    announce(t(TEXT.redeemedNow, { merchant: offer.merchantName }));
  };

  const hintId = `${id}hint`;
  const problemId = `${id}problem`;
  const noteId = `${id}note`;
  const describedBy = [hintId, whereProblem ? problemId : '', note ? noteId : ''].filter(Boolean).join(' ');

  return (
    <div className="local-offers__find">
      <form className="local-offers__form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t(TEXT.tabFind)}>
        <div className="local-offers__field local-offers__field--where">
          <label htmlFor={`${id}where`}>{t(TEXT.where)}</label>
          <p id={hintId} className="local-offers__hint">
            {t(TEXT.whereHint)}
          </p>
          <div className="local-offers__where-row">
            <div className="local-offers__combobox">
              <input
                {...comboboxInput}
                ref={(element) => {
                  comboboxRef(element);
                  where.current = element;
                }}
                id={`${id}where`}
                type="text"
                className="local-offers__input"
                aria-invalid={whereProblem ? 'true' : undefined}
                aria-describedby={describedBy}
              />
              <ComboboxListbox combobox={combobox} className="local-offers__places" optionClassName="local-offers__place" />
            </div>
            <button
              type="button"
              className="me-action-panel__action local-offers__secondary local-offers__locate"
              aria-disabled={locating}
              onClick={() => !locating && locate()}
            >
              {t(locating ? TEXT.locating : TEXT.useLocation)}
            </button>
          </div>
          {whereProblem ? (
            <p id={problemId} className="local-offers__problem">
              {t(TEXT.choosePlace)}
            </p>
          ) : null}
          {note ? (
            <p id={noteId} className="local-offers__note">
              {note}
            </p>
          ) : null}
        </div>
        <div className="local-offers__field">
          <label htmlFor={`${id}keyword`}>{t(TEXT.keyword)}</label>
          <input id={`${id}keyword`} type="text" className="local-offers__input" value={keyword} onChange={(event) => setKeyword(event.currentTarget.value)} />
        </div>
        <div className="local-offers__field">
          <label htmlFor={`${id}category`}>{t(TEXT.category)}</label>
          <select id={`${id}category`} className="local-offers__select" value={categoryId} onChange={(event) => setCategoryId(event.currentTarget.value)}>
            <option value="">{t(TEXT.allCategories)}</option>
            {categories.map((category) => (
              <option key={String(category.id)} value={String(category.id)}>
                {category.groupName}
              </option>
            ))}
          </select>
        </div>
        <div className="local-offers__submit">
          <button type="submit" className="me-action-panel__action" aria-disabled={outcome.kind === 'searching'}>
            {t(outcome.kind === 'searching' ? TEXT.searching : TEXT.search)}
          </button>
        </div>
      </form>
      <div className="local-offers__results" aria-busy={outcome.kind === 'searching'}>
        {outcome.kind === 'results' ? (
          <>
            <h3 className="local-offers__count">{resultsHeading(outcome.offers.length, outcome.place.label, t)}</h3>
            <div className="local-offers__cards">
              {outcome.offers.map((offer) => (
                <OfferCard
                  key={offer.offerId}
                  offer={offer}
                  mark={marks[offer.offerId]}
                  choices={redeemChoices(types, offer.redemptionTypes)}
                  printing={printing === `find:${offer.offerId}`}
                  t={t}
                  onSave={(chosen) => void onSave(chosen)}
                  onRedeem={(chosen, type) => void onRedeem(chosen, type)}
                  onPrint={onPrint}
                />
              ))}
            </div>
          </>
        ) : null}
        {outcome.kind === 'empty' ? <p className="local-offers__message">{t(TEXT.noResults, { place: outcome.place.label })}</p> : null}
        {outcome.kind === 'failed' ? <p className="local-offers__message local-offers__problem">{outcome.text}</p> : null}
      </div>
    </div>
  );
}
