/**
 * The markup the CMS renders for the site header (CONTRACT 4b): every item and every promo, an
 * empty account-menu container (with the CMS greeting and a my-account link for pages without
 * JavaScript), the offscreen-navigation link and its nav. Without JavaScript all of it is plain,
 * usable links (the nav opens through its #fragment); the element shows what the visitor's header
 * user type allows. The demo site, the stories and the browser tests render this one template.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { configScript } from './render.ts';

export interface SiteHeaderLinks {
  home: string;
  join: string;
  login: string;
  register: string;
  renew: string;
  rejoin: string;
  enroll: string;
  help: string;
  myAccount: string;
}

export interface SiteHeaderFields {
  locale: 'en' | 'es' | 'zz';
  links: SiteHeaderLinks;
  /** Embedded configuration (CONTRACT 4b fields). */
  config?: Record<string, unknown>;
  /** The offscreen navigation's links: [text, href]. */
  offscreenLinks?: ReadonlyArray<readonly [string, string]>;
  /** What a sub-site adds to the header's first row, after the help link (the programme's inbox, CONTRACT 4c). */
  extra?: TemplateResult;
}

/** Links of the kind the CMS writes, for stories and tests that need a header of their own. */
export const SAMPLE_LINKS: SiteHeaderLinks = Object.freeze({
  home: '/',
  join: '/mem/join',
  login: '/applications/user/login',
  register: '/applications/user/register',
  renew: '/mem/renew',
  rejoin: '/mem/join?rejoin',
  enroll: '/mem/auto-renew/enroll',
  help: '/help/',
  myAccount: '/applications/account/myAccount.action',
});

const TEXT = {
  en: {
    home: 'Home',
    join: 'Join',
    login: 'Log In',
    register: 'Register',
    renew: 'Renew',
    rejoin: 'Rejoin',
    enroll: 'Enroll',
    help: 'Help',
    promoKeep: 'Join and save 25%',
    promoJoin: 'Become a member',
    promoEnroll: 'Turn on auto-renew',
    promoRenew: 'Renew now',
    promoRejoin: 'Rejoin today',
    hello: 'Hello',
    myAccount: 'My Account',
    menu: 'Menu',
    more: 'More from us',
  },
  es: {
    home: 'Inicio',
    join: 'Únete',
    login: 'Iniciar sesión',
    register: 'Regístrese',
    renew: 'Renovar',
    rejoin: 'Volver a afiliarse',
    enroll: 'Inscribirse',
    help: 'Ayuda',
    promoKeep: 'Únete y ahorra 25%',
    promoJoin: 'Hágase socio',
    promoEnroll: 'Renovación automática',
    promoRenew: 'Renueve ahora',
    promoRejoin: 'Vuelva hoy',
    hello: 'Hola',
    myAccount: 'Mi cuenta',
    menu: 'Menú',
    more: 'Más de nosotros',
  },
} as const;

/** A small question-mark icon for the help icon link (decorative: the link has its text). */
const helpIcon = html`<svg class="site-header__icon" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20"><circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" stroke-width="2"></circle><path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14" fill="none" stroke="currentColor" stroke-width="2"></path><circle cx="12" cy="17.5" r="1.2" fill="currentColor"></circle></svg>`;

export const siteHeaderTemplate = ({ locale, links, config, offscreenLinks = [], extra }: SiteHeaderFields): TemplateResult => {
  const text = locale === 'es' ? TEXT.es : TEXT.en;
  return html`<site-header>${config ? configScript(config) : nothing}<header class="site-header">
  <a class="site-header__logo" href=${links.home}>${text.home}</a>
  <a data-header-item="join" href=${links.join}>${text.join}</a>
  <a data-header-item="register" href=${links.register}>${text.register}</a>
  <a data-header-item="renew" href=${links.renew}>${text.renew}</a>
  <a data-header-item="rejoin" href=${links.rejoin}>${text.rejoin}</a>
  <a data-header-item="enroll" href=${links.enroll}>${text.enroll}</a>
  <div data-promo="keep"><a href=${links.join}>${text.promoKeep}</a></div>
  <div data-promo="join"><a href=${links.join}>${text.promoJoin}</a></div>
  <div data-promo="enroll"><a href=${links.enroll}>${text.promoEnroll}</a></div>
  <div data-promo="renew"><a href=${links.renew}>${text.promoRenew}</a></div>
  <div data-promo="rejoin"><a href=${links.rejoin}>${text.promoRejoin}</a></div>
  <a data-header-item="icon-link" href=${links.help}>${helpIcon}<span>${text.help}</span></a>
  ${extra ?? nothing}
  <a data-header-item="login" href=${links.login}>${text.login}</a>
  <div data-account-menu><p class="site-header__cms-greeting">${text.hello} <span data-token="firstName"></span></p><a href=${links.myAccount}>${text.myAccount}</a></div>
  <a data-offscreen-nav-open href="#offscreen-nav">${text.menu}</a>
  <nav id="offscreen-nav" data-offscreen-nav aria-label=${text.more}>
    <ul>${offscreenLinks.map(([label, href]) => html`<li><a href=${href}>${label}</a></li>`)}</ul>
  </nav>
</header></site-header>`;
};
