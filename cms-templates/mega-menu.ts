/**
 * The markup the CMS renders for the mega-menu (CONTRACT section 4b): the channel tabs are links,
 * each tab's sub-channels sit in its panel (`data-panel`), a sub-channel may carry an overlay of
 * featured links (`data-overlay`), and the sponsor-logo container follows the tabs. The demo
 * site, the stories and the tests render this one template; `demoMenu` is the demo site's menu.
 */
import { html, nothing } from 'lit-html';
import type { Locale } from '../src/core/locale.ts';

export interface MegaMenuLink {
  label: string;
  href: string;
}

export interface MegaMenuSubChannel extends MegaMenuLink {
  /** Featured links the panel shows beside the sub-channel list while this sub-channel is active (desktop). */
  overlay?: readonly MegaMenuLink[];
}

export interface MegaMenuTab extends MegaMenuLink {
  /** The tab's panel: its sub-channels. Without them the tab has no panel. */
  subChannels?: readonly MegaMenuSubChannel[];
}

export interface MegaMenuFields {
  tabs: readonly MegaMenuTab[];
  /** The nav landmark's name (default 'Main'). */
  label?: string;
  /** Logos in the sponsor container. */
  sponsorLogos?: ReadonlyArray<{ src: string; alt: string; width?: number; height?: number }>;
  /** The page is on a sub-site (data-subsite). */
  subsite?: boolean;
}

const overlayOf = (links: readonly MegaMenuLink[] | undefined) =>
  links?.length ? html`<div data-overlay><ul>${links.map((link) => html`<li><a href=${link.href}>${link.label}</a></li>`)}</ul></div>` : nothing;

const panelOf = (subs: readonly MegaMenuSubChannel[] | undefined) =>
  subs?.length
    ? html`<div data-panel><ul>${subs.map((sub) => html`<li><a href=${sub.href}>${sub.label}</a>${overlayOf(sub.overlay)}</li>`)}</ul></div>`
    : nothing;

export const megaMenuTemplate = ({ tabs, label = 'Main', sponsorLogos = [], subsite }: MegaMenuFields) =>
  html`<mega-menu data-subsite=${subsite ? 'true' : nothing}><nav aria-label=${label}><ul>${tabs.map(
    (tab) => html`<li><a href=${tab.href}>${tab.label}</a>${panelOf(tab.subChannels)}</li>`,
  )}</ul><div data-sponsor-logos>${sponsorLogos.map(
    (logo) => html`<img src=${logo.src} alt=${logo.alt} width=${logo.width ?? nothing} height=${logo.height ?? nothing}>`,
  )}</div></nav></mega-menu>`;

/** The demo site's channels, in English and Spanish: real panels, sub-channels and overlays. */
export function demoMenuTabs(locale: Locale): MegaMenuTab[] {
  if (locale === 'es') {
    return [
      {
        label: 'Beneficios',
        href: '/espanol/beneficios/',
        subChannels: [
          { label: 'Viajes', href: '/espanol/beneficios/viajes/' },
          { label: 'Recompensas', href: '/espanol/recompensas/' },
        ],
      },
      {
        label: 'Salud',
        href: '/espanol/salud/',
        subChannels: [
          {
            label: 'Medicare',
            href: '/espanol/salud/medicare/',
            overlay: [
              { label: 'Lo básico de Medicare', href: '/espanol/salud/medicare/lo-basico/' },
              { label: 'Costos de la Parte B', href: '/espanol/salud/medicare/parte-b/' },
            ],
          },
          { label: 'Salud cerebral', href: '/espanol/comienza-ya/', overlay: [{ label: 'Artículos de salud cerebral', href: '/espanol/articulos/' }] },
          { label: 'Artículos', href: '/espanol/articulos/' },
        ],
      },
      {
        label: 'Dinero',
        href: '/espanol/dinero/',
        subChannels: [
          { label: 'Seguro Social', href: '/espanol/dinero/seguro-social/' },
          { label: 'Estafas y fraudes', href: '/espanol/dinero/estafas/' },
        ],
      },
      {
        label: 'Viajes',
        href: '/espanol/viajes/',
        subChannels: [
          { label: 'Destinos', href: '/espanol/viajes/destinos/' },
          { label: 'Consejos de viaje', href: '/espanol/viajes/consejos/' },
        ],
      },
    ];
  }
  return [
    {
      label: 'Member Benefits',
      href: '/benefits/',
      subChannels: [
        { label: 'Travel deals', href: '/benefits/travel/' },
        { label: 'Saved benefits', href: '/benefits/saved-benefits/' },
        { label: 'Rewards', href: '/rewards/' },
      ],
    },
    {
      label: 'Health',
      href: '/health/',
      subChannels: [
        {
          label: 'Medicare',
          href: '/health/medicare/',
          overlay: [
            { label: 'Medicare basics', href: '/health/info-2027/medicare-basics.html' },
            { label: 'Part B costs', href: '/health/medicare/part-b/' },
          ],
        },
        { label: 'Brain health', href: '/get-started/', overlay: [{ label: 'Brain health articles', href: '/articles/' }] },
        { label: 'Ask about Medicare', href: '/ask-member' },
      ],
    },
    {
      label: 'Money',
      href: '/money/',
      subChannels: [
        { label: 'Social Security', href: '/money/social-security/' },
        { label: 'Scams and fraud', href: '/money/scams-fraud/' },
      ],
    },
    {
      label: 'Travel',
      href: '/travel/',
      subChannels: [
        { label: 'Destinations', href: '/travel/destinations/' },
        { label: 'Travel tips', href: '/travel/tips/' },
      ],
    },
  ];
}

/** The demo site's menu for a page: its language's channels and landmark name. */
export const demoMenu = (locale: Locale, subsite = false) =>
  megaMenuTemplate({ tabs: demoMenuTabs(locale), label: locale === 'es' ? 'Principal' : 'Main', subsite });
