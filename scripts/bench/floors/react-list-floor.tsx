/**
 * Dev floor (scripts/dev/lower-bounds.mjs, `react-list` variants): the least a React 19 element
 * costs that does what the saved-benefits list must, with no harness, no checks and no store:
 * it reads the access token and fedid cookies, fetches the offers (`data-offers`, same origin)
 * and the saved list (`data-saved`, with the bearer token), and renders a card for each saved
 * offer (logo, title, description, a remove button); it marks itself ready after React's commit.
 * A measure of what the list's answers cost on top of the bench's React floor, not a product.
 */
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';

interface Offer {
  dbrOfferId: string;
  title: string;
  description: string;
  image: string;
  url: string;
}

function cookie(name: string): string {
  const part = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
  return part ? decodeURIComponent(part.slice(name.length + 1)) : '';
}

function List({ host, offers }: { host: HTMLElement; offers: Offer[] }) {
  useLayoutEffect(() => host.setAttribute('data-element-state', 'ready'), [host]);
  return (
    <section aria-label="Saved benefits">
      <h2>Your saved benefits</h2>
      {offers.map((offer) => (
        <article key={offer.dbrOfferId}>
          <a href={offer.url}>
            <img src={offer.image} alt="" width={212} height={122} loading="lazy" />
          </a>
          <h3>
            <a href={offer.url}>{offer.title}</a>
          </h3>
          <p>{offer.description}</p>
          <button type="button" aria-label="remove offer">
            ×
          </button>
        </article>
      ))}
    </section>
  );
}

customElements.define(
  'react-list-floor',
  class extends HTMLElement {
    connectedCallback() {
      const offers = fetch(this.dataset.offers!, { headers: { Accept: 'application/json' } }).then((response) => response.json() as Promise<Offer[]>);
      const saved = fetch(this.dataset.saved!, {
        credentials: 'omit',
        headers: { 'Content-Type': 'application/json', fedId: cookie('fedid'), Authorization: `Bearer ${cookie('access_token')}` },
      }).then((response) => response.json() as Promise<{ dbrOfferIds: Array<{ dbrOfferId: string }> }>);
      void Promise.all([offers, saved]).then(([all, list]) => {
        const ids = new Set(list.dbrOfferIds.map((entry) => String(entry.dbrOfferId)));
        createRoot(this).render(<List host={this} offers={all.filter((offer) => ids.has(String(offer.dbrOfferId)))} />);
      });
    }
  },
);
