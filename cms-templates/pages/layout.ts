/**
 * The page shell an AEM-style CMS renders: the site config block, the library's stylesheet and
 * loader, the site header (cms-templates/site-header.ts), the main navigation (the mega-menu's
 * place), a footer of plain links, and responsive-grid wrappers around components.
 * Every demo page, story page and browser-test page is built on it.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { Locale } from '../../src/core/locale.ts';
import type { SiteConfig } from '../../src/core/site-config.ts';
import { cobrowseLinkTemplate } from '../cobrowse-link.ts';
import { languageSwitcherTemplate } from '../language-switcher.ts';
import { demoMessageInbox } from '../message-inbox.ts';
import { demoMenu } from '../mega-menu.ts';
import { siteHeaderTemplate, type SiteHeaderLinks } from '../site-header.ts';
import { configScript } from '../render.ts';

export interface PageFrame {
  title: string;
  locale: Locale;
  /** The site config fields this page carries (CONTRACT section 1). */
  siteConfig: Partial<SiteConfig>;
  /** Where dist/ is served from, e.g. '/dist/'. */
  distBase: string;
  /** `edit`, `preview` or `disabled` (publish). */
  wcmmode?: 'edit' | 'preview' | 'disabled';
  main: TemplateResult;
  /** Links of the header; the login link goes to the OAuth page. */
  loginHref: string;
  /**
   * Whether the page carries the library's loader script (default true). False gives the same
   * page without JavaScript: the bench's no-JS baseline (`?nojs=1` on the demo site).
   */
  withLoader?: boolean;
  /** The page is on a sub-site (the brain-health programme): the mega-menu's data-subsite. */
  subsite?: boolean;
  /** The page's canonical URL (`<link rel="canonical">`), when the CMS declares one. */
  canonical?: string;
}

/** The default of `withLoader` while `renderWithoutLoader` runs; true otherwise. */
let loaderByDefault = true;

/**
 * Renders pages without the loader: inside `render`, every `pageTemplate` call whose frame does
 * not set `withLoader` leaves the loader out. Pages build their frames themselves
 * (cms-templates/pages/index.ts), so the demo server asks for the no-JS variant this way.
 * `render` must be synchronous (templates are).
 */
export function renderWithoutLoader<T>(render: () => T): T {
  loaderByDefault = false;
  try {
    return render();
  } finally {
    loaderByDefault = true;
  }
}

const labels = {
  // cobrowse: the footer author's label in the page's language. Left blank, the element fills it
  // in (translated once the dictionary has come), which moves the rest of the footer line.
  en: {
    skip: 'Skip to main content',
    home: 'Home',
    benefits: 'Member Benefits',
    health: 'Health',
    money: 'Money',
    travel: 'Travel',
    footer: 'Help and support',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    cobrowse: 'Cobrowse',
    offscreen: [
      ['Membership', '/membership/'],
      ['Rewards', '/rewards/'],
      ['Help and support', '/help/'],
      ['En español', '/espanol/'],
    ],
  },
  es: {
    skip: 'Ir al contenido principal',
    home: 'Inicio',
    benefits: 'Beneficios',
    health: 'Salud',
    money: 'Dinero',
    travel: 'Viajes',
    footer: 'Ayuda',
    privacy: 'Política de privacidad',
    terms: 'Términos de servicio',
    cobrowse: 'Navegación compartida',
    offscreen: [
      ['Membresía', '/espanol/membresia/'],
      ['Recompensas', '/rewards/'],
      ['Ayuda', '/espanol/ayuda/'],
      ['In English', '/'],
    ],
  },
} as const;

/** Elements every page carries through this shell (for the demo pages' `elements` lists). */
export const SHELL_ELEMENTS = ['site-header', 'mega-menu', 'cobrowse-link', 'language-switcher'] as const;

/**
 * The footer's language list (site 7.1): the platform path, read from the services origin when
 * the page has one, so the quality gates' fault matrix sees the call (as the Ask page's pro tips).
 */
function languagesUrl(config: Partial<SiteConfig>): string | undefined {
  const services = config.servicesEndpoint;
  return services && /^https?:/.test(services) ? `${services}libs/wcm/core/resources/languages.overlay.infinity.json` : undefined;
}

/** The header's links as the CMS authors them (site 2.1, 7.7; the secure host's join and renew). */
function headerLinks(frame: PageFrame, root: string): SiteHeaderLinks {
  const secure = frame.siteConfig.secureEndpoint ?? '/';
  return {
    home: root,
    join: `${secure}mem/join?campaignID=UDFLTTC&intcmp=DSO-HDR-JOIN`,
    login: frame.loginHref,
    register: `${secure}applications/user/register`,
    renew: `${secure}mem/renew?campaignid=ZDFLTTC&intcmp=DSO-HDR-RENEW`,
    rejoin: `${secure}mem/join?campaignID=UDFLTTC&intcmp=DSO-HDR-REJOIN`,
    enroll: `${secure}mem/auto-renew/enroll?campaignid=WHDRAR1`,
    help: frame.locale === 'es' ? '/espanol/ayuda/' : '/help/',
    myAccount: '/applications/account/myAccount.action',
  };
}

/** The header's configuration as the demo authors it (CONTRACT 4b; the sponsor codes are the emulator's). */
export function headerConfig(locale: Locale): Record<string, unknown> {
  return {
    shyHeader: { hideAfter: 80, showAfter: 40, autoHideMs: 3000 },
    sponsorLogos: {
      INSURER1: { src: '/fixtures/site/images/sponsor-insurer1.svg', alt: 'Insurer One' },
      INSURER1MS35: { src: '/fixtures/site/images/sponsor-insurer1.svg', alt: 'Insurer One Supplement' },
      INSURER1MA: { src: '/fixtures/site/images/sponsor-insurer1.svg', alt: 'Insurer One Advantage' },
      INSURER2: { src: '/fixtures/site/images/sponsor-insurer2.svg', alt: 'Insurer Two' },
    },
    rewardsLink: locale === 'es' ? '/rewards/?lang=es' : '/rewards/',
    pointsFormat: 'brand',
  };
}

/** A CMS component wrapper (AEM's responsive grid). */
export const component = (name: string, body: TemplateResult) => html`<div class="aem-GridColumn aem-GridColumn--default--12 ${name}">${body}</div>`;

export function pageTemplate(frame: PageFrame): TemplateResult {
  const withLoader = frame.withLoader ?? loaderByDefault;
  return html`<!doctype html>
<html lang=${frame.locale} data-wcmmode=${frame.wcmmode ?? 'disabled'}>
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${frame.title}</title>
  ${frame.canonical ? html`<link rel="canonical" href=${frame.canonical}>` : nothing}
  ${configScript(frame.siteConfig, 'site-config')}
  <link rel="stylesheet" href="/fixtures/site/demo.css">
  <link rel="stylesheet" href=${`${frame.distBase}elements.css`}>
  ${withLoader ? html`<script type="module" src=${`${frame.distBase}loader.js`}></script>` : nothing}
</head>
<body>${pageBody(frame)}</body>
</html>`;
}

/**
 * What the page's <body> holds: the skip link, the header, the main navigation, the page's
 * content and the footer. Browser tests render it into a test page of their own (with the
 * frame's site config and language) to have a demo page's whole body from its templates.
 */
export function pageBody(frame: PageFrame): TemplateResult {
  const text = frame.locale === 'es' ? labels.es : labels.en;
  const root = frame.locale === 'es' ? '/espanol/' : '/';
  return html`
  <a class="skip-link" href="#main">${text.skip}</a>
  ${siteHeaderTemplate({
    locale: frame.locale,
    links: headerLinks(frame, root),
    config: headerConfig(frame.locale),
    offscreenLinks: text.offscreen,
    // The programme's pages: the message inbox in the header (CONTRACT 4c, brain-health 4.10).
    ...(frame.subsite ? { extra: demoMessageInbox(frame.locale) } : {}),
  })}
  ${demoMenu(frame.locale, frame.subsite)}
  <main id="main" class="aem-Grid aem-Grid--12">${frame.main}</main>
  <footer role="contentinfo">
    <p>${text.footer}:
      ${cobrowseLinkTemplate({ enabled: true, href: 'https://cobrowse.example/start', label: text.cobrowse })}
      · <a href=${frame.locale === 'es' ? '/espanol/conoce-member/politica-de-privacidad/' : '/about/privacy-policy/'}>${text.privacy}</a>
      · <a href=${frame.locale === 'es' ? '/espanol/conoce-member/terminos-de-servicio/' : '/about/terms-of-service/'}>${text.terms}</a>
    </p>
    ${languageSwitcherTemplate({ languagesUrl: languagesUrl(frame.siteConfig) })}
  </footer>
`;
}

export { nothing };
