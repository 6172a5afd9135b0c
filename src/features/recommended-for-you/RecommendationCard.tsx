/**
 * One recommendation card (README "Cards"): the structure the CMS renders too, so both have one
 * geometry. Every line is there even when empty, so each card has the same height (no layout
 * shift). The title is the card's one link (one tab stop per card); the call to action repeats it
 * visually, hidden from the accessibility tree.
 */
import type { Translate } from '../../core/i18n.ts';
import type { Banner, Card } from './recommended-for-you.logic.ts';

const BANNER_TEXT: Readonly<Record<Banner, string>> = { membersOnly: 'Members Only', new: 'NEW', rewards: 'Rewards' };

export interface RecommendationCardProps {
  card: Card;
  t: Translate;
  /** The title link's id. */
  id: string;
  /** The heading level: one below the container's own heading. */
  headingLevel: number;
  /** Containers from index 4 on lazy-load their images (site 2.11). */
  lazy: boolean;
}

export function RecommendationCard({ card, t, id, headingLevel, lazy }: RecommendationCardProps) {
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <li className="rfy-card" data-item-type={card.type} data-item-id={card.id || undefined} data-src-model-tracking={card.tracking || undefined}>
      <div className="rfy-card__media">
        {card.image ? (
          <picture>
            {card.image.sources.map((source) => (
              <source key={source.media} media={source.media} srcSet={source.srcset} />
            ))}
            <img
              className="rfy-card__image"
              loading={lazy ? 'lazy' : undefined}
              decoding="async"
              width={688}
              height={387}
              alt={card.imageAlt}
              src={card.image.src}
            />
          </picture>
        ) : null}
        {card.banners.length ? (
          <ul className="rfy-card__banners">
            {card.banners.map((banner) => (
              <li key={banner} className="rfy-card__banner" data-banner={banner}>
                {t(BANNER_TEXT[banner])}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="rfy-card__body">
        <p className="rfy-card__meta">
          {card.icon ? <img className="rfy-card__icon" src={card.icon} alt={card.iconAlt} width={24} height={24} /> : null}
          {card.category ? <span className="rfy-card__category">{card.category}</span> : null}
        </p>
        <Heading className="rfy-card__title">
          {card.href ? (
            <a className="rfy-card__link" href={card.href} id={id}>
              {card.heading}
            </a>
          ) : (
            card.heading
          )}
        </Heading>
        <p className="rfy-card__desc">{card.description}</p>
        <p className="rfy-card__date">{card.date ? <time dateTime={card.dateTime}>{card.date}</time> : null}</p>
        <span className={card.cta ? 'rfy-card__cta' : 'rfy-card__cta rfy-card__cta--empty'} aria-hidden="true">
          {card.cta}
        </span>
      </div>
    </li>
  );
}
