/**
 * The markup the CMS renders for a recommendation container (CONTRACT 4b): the tag with its
 * bundle attributes (site 3.11), an optional heading, and a `<ul>` of the CMS's own cards, usable
 * without JavaScript. A card has the structure the element renders (docs/decisions.md, issue 17):
 * image, banners, icon and category, the title as the card's one link, description, date and the
 * call to action. The demo site, the stories and the tests render this one template.
 */
import { html, nothing } from 'lit-html';
import items from '../fixtures/site/recommendations.json' with { type: 'json' };
import { configScript } from './render.ts';

export interface RecommendationCardFields {
  title: string;
  href: string;
  image: string;
  imageAlt: string;
  category: string;
  description: string;
  /** Already formatted, e.g. 'Nov 12, 2026'; '' for none. */
  date?: string;
  ctaText?: string;
}

export interface RecommendedForYouFields {
  componentId: string;
  model: string;
  count?: string;
  placement?: string;
  filter?: string;
  heading?: string;
  cards: readonly RecommendationCardFields[];
  config?: Record<string, unknown>;
}

export const recommendationCardTemplate = (card: RecommendationCardFields) =>
  html`<li class="rfy-card">
    <div class="rfy-card__media"><img class="rfy-card__image" src=${card.image} alt=${card.imageAlt} width="688" height="387"></div>
    <div class="rfy-card__body">
      <p class="rfy-card__meta"><span class="rfy-card__category">${card.category}</span></p>
      <h3 class="rfy-card__title"><a class="rfy-card__link" href=${card.href}>${card.title}</a></h3>
      <p class="rfy-card__desc">${card.description}</p>
      <p class="rfy-card__date">${card.date ?? ''}</p>
      <span class=${card.ctaText ? 'rfy-card__cta' : 'rfy-card__cta rfy-card__cta--empty'} aria-hidden="true">${card.ctaText ?? ''}</span>
    </div>
  </li>`;

export const recommendedForYouTemplate = ({ componentId, model, count, placement, filter, heading, cards, config }: RecommendedForYouFields) =>
  html`<recommended-for-you
    data-component-id=${componentId}
    data-model=${model}
    data-count=${count ?? nothing}
    data-placement=${placement ?? nothing}
    data-filter=${filter ?? nothing}
    >${config ? configScript(config) : nothing}${heading ? html`<h2>${heading}</h2>` : nothing}<ul>
      ${cards.map(recommendationCardTemplate)}
    </ul></recommended-for-you
  >`;

/** The CMS's own cards of a demo container: evergreen pages of the site, `count` of them. */
export function cmsCards(locale: 'en' | 'es', count: number, offset = 0): RecommendationCardFields[] {
  const es = locale === 'es';
  const pages = es
    ? [
        { title: 'Guía de Medicare', href: '/espanol/medicare/', category: 'Medicare', description: 'Todo sobre las partes de Medicare y cuándo inscribirse.' },
        {
          title: 'Beneficios para miembros',
          href: '/espanol/beneficios/',
          category: 'Beneficios',
          description: 'Descuentos en viajes, restaurantes y seguros.',
        },
        { title: 'Eventos cerca de usted', href: '/espanol/eventos/', category: 'Eventos', description: 'Talleres y charlas gratuitas en su comunidad.' },
        { title: 'Juegos diarios', href: '/espanol/juegos/', category: 'Juegos', description: 'Crucigramas y rompecabezas para cada día.' },
      ]
    : [
        { title: 'Your guide to Medicare', href: '/medicare/', category: 'Medicare', description: 'Every part of Medicare explained, and when to sign up.' },
        { title: 'Member benefits', href: '/benefits/', category: 'Benefits', description: 'Discounts on travel, dining, insurance and more.' },
        { title: 'Events near you', href: '/events/', category: 'Events', description: 'Free workshops and talks in your community.' },
        { title: 'Daily games', href: '/games/', category: 'Games', description: 'Crosswords and puzzles for every day.' },
        { title: 'Protect yourself from scams', href: '/money/scams-fraud/', category: 'Money', description: 'The latest scams and how to spot them.' },
        { title: 'Healthy living', href: '/health/healthy-living/', category: 'Health', description: 'Sleep, exercise and eating well after 50.' },
      ];
  return Array.from({ length: count }, (_, index) => {
    const page = pages[(index + offset) % pages.length]!;
    return { ...page, image: '/fixtures/site/images/rec-community.svg', imageAlt: '', ctaText: es ? 'Leer más' : 'Read More' };
  });
}

/** The fixture items (the emulator's data), for tests that compare what a container shows. */
export const recommendationFixtureIds = (locale: 'en' | 'es') => items.filter((item) => item.locale === locale).map((item) => item.id);
