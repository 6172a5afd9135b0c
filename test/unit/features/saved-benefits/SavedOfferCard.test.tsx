// @vitest-environment happy-dom
/**
 * A saved card's markup (SavedOfferCard.tsx, site 2.10): © and ® as <sup> with markup in the text
 * kept as text, and what each state shows (the overlay, inert parts, Undo unavailable once the
 * call is out). Rendered to markup by React's server renderer: no DOM needed.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Offer } from '../../../../src/api/offers.ts';
import { untranslated } from '../../../../src/core/i18n.ts';
import { SavedOfferCard, Superscripted } from '../../../../src/features/saved-benefits/SavedOfferCard.tsx';
import type { CardState, ListedCard } from '../../../../src/features/saved-benefits/saved-benefits.reducer.ts';

const offer: Offer = {
  dbrOfferId: '30207',
  dataOfferId: 'ofr-30207',
  dataCategoryId: 'insurance',
  dbrOfferType: 'discount',
  analyticsBrand: '',
  lineOfBusiness: '',
  asiCategory: '',
  offerTiming: 'Limited Time Member Offer ',
  expiryDate: '2099-01-01',
  title: 'Evergreen Mutual® Auto',
  description: 'Save © 10%',
  url: 'https://www.example.org/benefits/evergreen/',
  modalUrl: 'javascript:alert(1)',
  altText: 'Evergreen logo',
  image: 'https://www.example.org/logo.png',
  imageRatio: '',
  categoryAndOfferName: '',
};

const noop = () => undefined;
function card(state: CardState, extra: Partial<ListedCard> = {}): Document {
  const listed: ListedCard = { offer, state, retries: 0, entering: false, removedHere: state !== 'normal', ...extra };
  const markup = renderToStaticMarkup(<SavedOfferCard card={listed} t={untranslated} onRemove={noop} onUndo={noop} onOpen={noop} onElement={noop} />);
  return new DOMParser().parseFromString(markup, 'text/html');
}

describe('Superscripted', () => {
  it('renders © and ® as <sup> elements; markup in the text stays text', () => {
    expect(renderToStaticMarkup(<Superscripted text="<img src=x onerror=alert(1)>Evergreen Mutual® Auto" />)).toBe(
      '&lt;img src=x onerror=alert(1)&gt;Evergreen Mutual<sup>®</sup> Auto',
    );
  });
});

describe('SavedOfferCard', () => {
  it('a normal card: named by its title, the logo out of the Tab order, Limited Time, Advertisement, remove offer described by the title', () => {
    const doc = card('normal');
    const article = doc.querySelector('article')!;
    const title = doc.getElementById(article.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).toBe('Evergreen Mutual® Auto');
    expect(title.querySelector('a sup')!.textContent).toBe('®');
    expect(article.dataset.offerId).toBe('30207');
    expect(article.dataset.cardState).toBe('normal');
    expect(article.hasAttribute('data-retry-count')).toBe(false);
    const logo = doc.querySelector('.saved-offer__logo')!;
    expect([logo.getAttribute('tabindex'), logo.getAttribute('aria-hidden')]).toEqual(['-1', 'true']);
    expect(doc.querySelector('.saved-offer__image')!.getAttribute('loading')).toBe('lazy');
    // A modal URL that is not http(s) is not carried.
    expect(doc.querySelector('[data-modal-url]')).toBeNull();
    expect(doc.querySelector('.saved-offer__description')!.textContent).toBe('Limited Time: Save © 10%');
    expect(doc.querySelector('.saved-offer__ad')!.textContent).toBe('Advertisement');
    const remove = doc.querySelector('.saved-offer__remove')!;
    expect(remove.getAttribute('aria-label')).toBe('remove offer');
    expect(remove.getAttribute('aria-describedby')).toBe(title.id);
    expect(doc.querySelector<HTMLElement>('.saved-offer__removing')!.hidden).toBe(true);
    expect(doc.querySelector('[inert]')).toBeNull();
  });

  it.each([
    ['removing', false, true, null],
    ['sending', false, true, 'true'],
  ] as const)('%s: the overlay shows, the card content is inert, Undo disabled: %s', (state, overlayHidden, bodyInert, undoDisabled) => {
    const doc = card(state);
    expect(doc.querySelector('.saved-offer__removing p')!.textContent).toBe(' Removing Evergreen Mutual® Auto');
    expect(doc.querySelector<HTMLElement>('.saved-offer__removing')!.hidden).toBe(overlayHidden);
    expect(doc.querySelector('.saved-offer__body')!.hasAttribute('inert')).toBe(bodyInert);
    expect(doc.querySelector('.saved-offer__undo')!.getAttribute('aria-disabled')).toBe(undoDisabled);
  });

  it('leaving after a removal here keeps the overlay (inert); one removed in another tab leaves without it', () => {
    const here = card('leaving', { removedHere: true });
    expect(here.querySelector<HTMLElement>('.saved-offer__removing')!.hidden).toBe(false);
    expect(here.querySelector('.saved-offer__removing')!.hasAttribute('inert')).toBe(true);
    const elsewhere = card('leaving', { removedHere: false });
    expect(elsewhere.querySelector<HTMLElement>('.saved-offer__removing')!.hidden).toBe(true);
    expect(elsewhere.querySelector('.saved-offer__body')!.hasAttribute('inert')).toBe(true);
  });

  it('the retry counter and the entering animation are on the card', () => {
    const article = card('normal', { retries: 2, entering: true }).querySelector('article')!;
    expect(article.dataset.retryCount).toBe('2');
    expect(article.classList.contains('saved-offer--entering')).toBe(true);
  });
});
