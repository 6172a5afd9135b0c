/**
 * The markup the CMS renders for a tile list (CONTRACT 4b): a `<ul>` of tiles, each a link with
 * an image and a heading. Members-only tiles carry data-members-only="true"; sponsor-exclusive
 * tiles data-exclusive with data-user-type; extra tiles data-extra-tile. The demo site, the
 * stories and the tests render this one template.
 */
import { html, nothing } from 'lit-html';
import { configScript } from './render.ts';

export interface TileFields {
  title: string;
  href: string;
  /** A short line under the title. */
  text?: string;
  membersOnly?: boolean;
  /** Sponsor types (comma-separated) for an exclusive tile. */
  exclusiveFor?: string;
  extra?: boolean;
}

export interface TileGalleryFields {
  variant?: 'landing' | 'channel' | 'expert' | 'games' | string;
  /** data-loadmore (newer channel template). */
  loadmore?: string;
  tiles: readonly TileFields[];
  /** Games centre: a banner (or single tile) beside the list. */
  banner?: string;
  /** Embedded JSON config (e.g. button texts). */
  config?: Record<string, unknown>;
}

const tile = ({ title, href, text, membersOnly, exclusiveFor, extra }: TileFields) =>
  html`<li
    data-members-only=${membersOnly ? 'true' : nothing}
    ?data-exclusive=${exclusiveFor !== undefined}
    data-user-type=${exclusiveFor ?? nothing}
    ?data-extra-tile=${extra === true}
  ><a class="tile" href=${href}><h2>${title}</h2>${text ? html`<p>${text}</p>` : nothing}</a></li>`;

export const tileGalleryTemplate = ({ variant = 'landing', loadmore, tiles, banner, config }: TileGalleryFields) =>
  html`<tile-gallery data-variant=${variant} data-loadmore=${loadmore ?? nothing}
    >${config ? configScript(config) : nothing}${banner ? html`<div data-banner>${banner}</div>` : nothing}<ul>
      ${tiles.map(tile)}
    </ul></tile-gallery
  >`;

/** The demo's brain-health article tiles: 10 in all, members-only, exclusive and extra ones among them. */
export function demoTiles(locale: 'en' | 'es'): TileFields[] {
  const es = locale === 'es';
  const base = es ? '/espanol/articulos' : '/articles';
  const t = (en: string, spanish: string) => (es ? spanish : en);
  return [
    { title: t('Sleep and your memory', 'El sueño y la memoria'), href: `${base}/sleep/`, membersOnly: true },
    { title: t('Five-minute stress breaks', 'Pausas de cinco minutos contra el estrés'), href: `${base}/stress/` },
    { title: t('Your insurer’s brain-health coaching', 'El asesoramiento de su aseguradora'), href: `${base}/coaching/`, exclusiveFor: 'INSURER1,INSURER2' },
    { title: t('Eating for a sharper mind', 'Comer para una mente más ágil'), href: `${base}/nutrition/`, membersOnly: true },
    { title: t('Walking with friends', 'Caminar con amigos'), href: `${base}/walking/`, extra: true },
    { title: t('Learning a new language later in life', 'Aprender un idioma más tarde'), href: `${base}/language/` },
    { title: t('Puzzles that help', 'Rompecabezas que ayudan'), href: `${base}/puzzles/`, membersOnly: true },
    { title: t('Music and the brain', 'La música y el cerebro'), href: `${base}/music/` },
    { title: t('Hearing and memory', 'La audición y la memoria'), href: `${base}/hearing/`, membersOnly: true },
    { title: t('Staying social', 'Mantenerse en contacto'), href: `${base}/social/` },
    { title: t('Balance exercises at home', 'Ejercicios de equilibrio en casa'), href: `${base}/balance/` },
  ];
}
