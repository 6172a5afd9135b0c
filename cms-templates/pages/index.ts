/**
 * The demo site's pages: each renders a whole CMS page from the templates. The demo server, the
 * end-to-end tests and the stories use this list; an element joins the demo by adding its
 * template to a page here.
 */
import { html, type TemplateResult } from 'lit-html';
import type { Locale } from '../../src/core/locale.ts';
import type { SiteConfig } from '../../src/core/site-config.ts';
import offers from '../../fixtures/site/offers.json' with { type: 'json' };
import { askPageTemplate } from '../ask-page.ts';
import { askWidgetTemplate } from '../ask-widget.ts';
import { authorModalLinkTemplate, authorModalTemplate, NEWSLETTER_MODAL } from '../author-modal.ts';
import { memberStripTemplate } from '../member-strip.ts';
import { expiryPromptTemplate } from '../expiry-prompt.ts';
import { leavingSiteModalTemplate } from '../leaving-site-modal.ts';
import { gatedArticleTemplate, paywallGateTemplate, type GatedArticleFields } from '../paywall-gate.ts';
import { searchBoxTemplate } from '../search-box.ts';
import { registerWallTemplate } from '../register-wall.ts';
import { DEMO_SEARCH_OPTIONS, searchModalTemplate } from '../search-modal.ts';
import { demoTiles, tileGalleryTemplate } from '../tile-gallery.ts';
import { closeContainerTemplate, demoCloseContainer } from '../close-container.ts';
import { demoPromoBanner, promoBannerTemplate } from '../promo-banner.ts';
import { demoStickyAd, stickyAdTemplate } from '../sticky-ad.ts';
import { demoSwatBanner, swatBannerTemplate } from '../swat-banner.ts';
import { component, pageTemplate, SHELL_ELEMENTS } from './layout.ts';

export interface PageContext {
  /** The emulator's origin with a trailing slash, e.g. http://localhost:8090/ */
  servicesUrl: string;
  /** This site's origin, e.g. http://localhost:8080 */
  siteOrigin: string;
  distBase: string;
}

export interface DemoPage {
  id: string;
  path: string;
  title: string;
  locale: Locale;
  /** Elements of the library on this page (for the index and the quality gates). */
  elements: readonly string[];
  render(context: PageContext): TemplateResult;
}

export function demoSiteConfig(context: PageContext, locale: Locale = 'en'): Partial<SiteConfig> {
  return {
    brand: 'member',
    site: 'member',
    product: 'member',
    servicesEndpoint: context.servicesUrl,
    secureEndpoint: context.servicesUrl,
    identityServiceUrl: `${context.servicesUrl}identity`,
    logoutURL: '/system/sling/logout.html',
    clientIdLive: 'member-web',
    clientIdNonLive: 'member-web-nonlive',
    // The CMS's site config is per language: Spanish pages search on the Spanish results page (site 2.8).
    searchUrl: locale === 'es' ? '/espanol/buscar/' : '/search/',
    suggestServiceUrl: context.servicesUrl.replace(/\/$/, ''),
    suggestAccessToken: 'suggest-key',
    suggestOrganizationId: 'member-org',
    recommendationEndpoint: `${context.servicesUrl}recommendations/v1/content`,
    chatEndpoint: `${context.servicesUrl.replace(/^http/, 'ws')}ask/v1/chat`,
    proTipsPath: '/content/member/en/ask/pro-tips',
  };
}

function loginHref(context: PageContext, path: string): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: 'member-web-nonlive',
    redirect_uri: `${context.siteOrigin}/member/auth/callback`,
    scope: 'bui',
    state: `${context.siteOrigin}${path}`,
  });
  return `${context.servicesUrl}applications/user/login?${query}`;
}

/** The member strip as the CMS places it, first in the page's grid, with its configuration URL (site 7.2). */
export function memberStrip(context: PageContext, locale: Locale, path: string) {
  const es = locale === 'es';
  return component(
    'memberstrip',
    memberStripTemplate({
      jsonUrl: `/content/member/${locale}/config/member-strip.json`,
      fallback: {
        joinHref: `${context.servicesUrl}mem/join?campaignID=UDFLTTC`,
        joinText: es ? 'Únete' : 'Join now',
        loginHref: loginHref(context, path),
        loginText: es ? 'Iniciar sesión' : 'Log in',
      },
    }),
  );
}

/**
 * The expiry prompt as the home pages author it (CONTRACT 4b). The English page gives every
 * field; the Spanish one only the renew link, so the message and link text are the element's
 * defaults, translated by the CMS dictionary.
 */
export function expiryPrompt(locale: Locale) {
  const config =
    locale === 'es' ? { renewLink: '/mem/renew' } : { message: 'Your membership expires on {date}.', renewLink: '/mem/renew', renewText: 'Renew now' };
  return component('expiryprompt', expiryPromptTemplate({ config }));
}

/**
 * The article's links for the leaving-site notice (site 2.5): one to another site (the notice
 * first), one to the site's own host (none), and a marked partner link that opens a new tab.
 */
export const ARTICLE_LINKS = html`<p>
  Official details are on <a href="https://www.medicare.gov/basics/get-started-with-medicare">Medicare.gov</a>. Our
  <a href="https://www.example.org/health/medicare/">Medicare guide</a> explains each part, and our travel partner lists
  <a href="/benefits/travel/" target="_blank" rel="noopener" data-displayoverlay="displayOverlay">member travel offers</a>.
</p>`;

/** The paywalled article (site 2.7): its path and heading. */
export const MEMBERS_ARTICLE_PATH = '/health/info-2027/medicare-part-b-late-penalty.html';
export const MEMBERS_ARTICLE_HEADING = 'The Medicare Part B late penalty, and how to avoid it';

/** Its body (more than the 500-character teaser), a members-only section, the benefits carousel and comments. */
export function membersArticle(context: PageContext): GatedArticleFields {
  return {
    paragraphs: [
      'If you do not sign up for Medicare Part B when you are first eligible, you may have to pay a late-enrollment penalty for as long as you have Part B. The penalty goes up the longer you wait.',
      'Your monthly premium may go up 10 percent for each full 12-month period that you could have had Part B but did not sign up. The penalty is added to the standard premium every month, for life.',
      'There are exceptions. If you or your spouse are still working and covered by an employer health plan, you can usually sign up later without a penalty during a special enrollment period.',
      "Ask your employer's benefits office for a letter that shows when your coverage started and ended. You will need it when you sign up, so keep a copy with your other Medicare papers.",
    ],
    restricted: html`<h2>Members' checklist: signing up on time</h2><ol><li>Mark the start of your initial enrollment period: three months before the month you turn 65.</li><li>Gather proof of employer coverage, if you have it.</li><li>Sign up online, by phone or at a local office.</li></ol>`,
    carousel: html`<h2>Member benefits for your health</h2><ul><li><a href="/benefits/health/vision/">Vision discounts</a></li><li><a href="/benefits/health/hearing/">Hearing aid savings</a></li><li><a href=${`${context.servicesUrl}mem/join`}>Join to get every benefit</a></li></ul>`,
    comments: html`<h2>Comments</h2><p>Pat from Ohio: the letter from my employer saved me a penalty.</p>`,
  };
}

/** The Ask entry widget's chips on the article page (ask-and-rewards 2.2). */
export const ARTICLE_ASK_CHIPS = ['What does Medicare Part B cover?', 'When can I sign up for Medicare?'];

/** The Ask page's no-JS content: its heading and what it is for (ask-and-rewards 2.1). */
export const ASK_PAGE_FALLBACK = {
  heading: 'Ask about Medicare and Social Security',
  text: 'Ask a question in your own words and get an answer drawn from our articles and guides. Answers are for information only and are not legal, financial or medical advice.',
};

/**
 * The Ask page as the demo authors it (ask-and-rewards 2.1 form values, 8.1 messages): the chat
 * socket and the pro-tips fragment on the emulator's origin (the pro-tips path given absolute,
 * which the schema allows, so the fault matrix sees the call on the services origin).
 */
export function askPageDemoConfig(context: PageContext): Record<string, unknown> {
  return {
    endPointUrl: `${context.servicesUrl.replace(/^http/, 'ws')}ask/v1/chat`,
    'agent-name': 'medicare',
    related_questions: 'Related questions',
    proTipsPath: `${context.servicesUrl}content/member/en/ask/pro-tips`,
    forbiddenMessage: 'Thanks for your input; please try again.',
    forbiddenRedirectUrl: '/help/ask-guidelines',
    apiErrorMessages: ["Sorry, we couldn't get an answer right now. Please try again in a moment.", 'Our answer service is busy. Please try again shortly.'],
    errorMessages: ['Sorry, something went wrong. Please try again.', 'We could not reach the answer service. Please check your connection and try again.'],
    mobileChips: ['What does Part B cover?', 'When should I claim Social Security?'],
    // The corpus's sources are on the main domain: the app variant rewrites them (2.1).
    mainDomainHosts: ['www.example.org'],
  };
}

const article = (paragraphs: readonly string[]) => html`${paragraphs.map((text) => html`<p>${text}</p>`)}`;

/**
 * The brain-health sub-site's config (brain-health 7): on its own host in production; in the
 * demo its slugs (get-started, articles, ...) sit beside the main site's, against the emulator.
 */
function brainHealthConfig(context: PageContext): Partial<SiteConfig> {
  const api = `${context.servicesUrl}applications/member/api/v1`;
  return {
    ...demoSiteConfig(context),
    apiPathURL: api,
    baseApiPathURL: `${context.servicesUrl}applications/`,
    challengesBaseUrl: 'member/api/v1/me/challenges',
    cmsApiBaseUrl: '/content/member/api',
    messagingBaseUrl: `${context.servicesUrl}messaging/v1`,
    messagingUserApiUrl: `${context.servicesUrl}messaging/v1/users/{fedid}/content-cards`,
    userTypesUrl: `${api}/user/types`,
  };
}

/** A simple content page: title and paragraphs, in the shell. */
function contentPage(
  id: string,
  path: string,
  title: string,
  locale: Locale,
  heading: string,
  paragraphs: readonly string[],
  extra?: TemplateResult,
  program = false,
): DemoPage {
  return {
    id,
    path,
    title,
    locale,
    elements: [...SHELL_ELEMENTS],
    render: (context) =>
      pageTemplate({
        title: heading,
        locale,
        siteConfig: program ? brainHealthConfig(context) : demoSiteConfig(context, locale),
        subsite: program,
        distBase: context.distBase,
        loginHref: loginHref(context, path),
        main: html`${component('title', html`<h1>${heading}</h1>`)}${component('text', article(paragraphs))}${extra ?? ''}`,
      }),
  };
}

/** A page with more of the library's elements than the shell's. */
const withElements = (elements: readonly string[], page: DemoPage): DemoPage => ({ ...page, elements: [...elements, ...page.elements] });

/** The catalogue as the CMS renders it: offer cards with links, usable without JavaScript. */
const offerList = (category: string) =>
  component(
    'offer-list',
    html`<ul class="offer-list">${offers
      .filter((offer) => offer.dataCategoryId === category)
      .map(
        (offer) =>
          html`<li class="offer" data-offerid=${offer.dataOfferId} data-expireon=${offer.expiryDate}><img src=${offer.image} alt=${offer.altText} width="212" height="122"><h2><a href=${offer.url}>${offer.title}</a></h2><p>${offer.description}</p></li>`,
      )}</ul>`,
  );

/** Issue 17's page features on one article page: the swat banner, a close-container, the leaderboard ad and the promo banner. */
export const PAGE_FEATURES_ELEMENTS = ['swat-banner', 'close-container', 'sticky-ad', 'promo-banner'] as const;

function pageFeaturesPage(id: string, path: string, locale: 'en' | 'es'): DemoPage {
  const es = locale === 'es';
  const heading = es ? 'Cómo protegerse de las estafas telefónicas' : 'How to protect yourself from phone scams';
  const paragraphs = es
    ? [
        'Los estafadores llaman haciéndose pasar por el gobierno, su banco o un familiar en apuros. Le piden que pague con tarjetas de regalo o transferencias.',
        'Cuelgue y llame usted al número oficial. Nadie legítimo le pedirá pagar con tarjetas de regalo.',
        'Hable con su familia sobre estas llamadas: una palabra clave familiar ayuda a descubrir al impostor.',
        'Registre su número en la lista nacional de no llamar y use el bloqueo de llamadas de su teléfono.',
        'Si ya pagó, avise a su banco enseguida y denuncie la estafa a las autoridades.',
        'Nuestra línea de ayuda contra el fraude atiende de lunes a viernes, gratis para todos.',
      ]
    : [
        'Scammers call pretending to be the government, your bank or a relative in trouble. They ask you to pay with gift cards or wire transfers.',
        'Hang up and call the official number yourself. No one legitimate will ask you to pay with gift cards.',
        'Talk with your family about these calls: a family code word helps unmask an impostor.',
        'Put your number on the national do-not-call list and use your phone’s call blocking.',
        'If you already paid, tell your bank at once and report the scam to the authorities.',
        'Our fraud helpline answers Monday to Friday, free for everyone.',
      ];
  return {
    id,
    path,
    title: es ? 'Artículo con avisos y anuncio (español)' : 'Article with banners and ad',
    locale,
    elements: [...PAGE_FEATURES_ELEMENTS, ...SHELL_ELEMENTS],
    render: (context) =>
      pageTemplate({
        title: heading,
        locale,
        siteConfig: demoSiteConfig(context, locale),
        distBase: context.distBase,
        loginHref: loginHref(context, path),
        main: html`${component('swatbanner', swatBannerTemplate(demoSwatBanner(locale)))}${component('title', html`<h1>${heading}</h1>`)}${component(
          'closecontainer',
          closeContainerTemplate({ body: demoCloseContainer(locale) }),
        )}${component('text', article(paragraphs.slice(0, 2)))}${component('leaderboard', stickyAdTemplate(demoStickyAd(locale)))}${component(
          'text',
          html`${article(paragraphs.slice(2))}<p>${es ? 'Lea ' : 'Read '}<a href=${es ? '/espanol/fraude/' : '/fraud/'}>${es ? 'más sobre el fraude' : 'more about fraud'}</a>${es ? ' en nuestras páginas de ayuda.' : ' on our help pages.'}</p>${article(paragraphs)}`,
        )}${component('promobanner', promoBannerTemplate(demoPromoBanner(locale)))}`,
      }),
  };
}

export const demoPages: readonly DemoPage[] = [
  {
    id: 'home',
    path: '/',
    title: 'Home',
    locale: 'en',
    elements: ['member-strip', 'expiry-prompt', 'search-box', ...SHELL_ELEMENTS],
    render: (context) =>
      pageTemplate({
        title: 'Member site: home',
        locale: 'en',
        siteConfig: demoSiteConfig(context),
        distBase: context.distBase,
        loginHref: loginHref(context, '/'),
        main: html`${memberStrip(context, 'en', '/')}${component('search', searchBoxTemplate())}${component('title', html`<h1>Welcome</h1>`)}${component(
          'text',
          article([
            'News, benefits and tools for people over 50: health, money, work, travel and more.',
            'Members save on travel, dining and insurance, and get our magazine six times a year.',
          ]),
        )}${expiryPrompt('en')}`,
      }),
  },
  {
    id: 'home-es',
    path: '/espanol/',
    title: 'Inicio (español)',
    locale: 'es',
    elements: ['member-strip', 'expiry-prompt', 'search-box', ...SHELL_ELEMENTS],
    render: (context) =>
      pageTemplate({
        title: 'Sitio de miembros: inicio',
        locale: 'es',
        siteConfig: demoSiteConfig(context, 'es'),
        distBase: context.distBase,
        loginHref: loginHref(context, '/espanol/'),
        main: html`${memberStrip(context, 'es', '/espanol/')}${component('search', searchBoxTemplate({ locale: 'es' }))}${component('title', html`<h1>Bienvenido</h1>`)}${component(
          'text',
          article(['Noticias, beneficios y herramientas para mayores de 50: salud, dinero, trabajo, viajes y más.']),
        )}${expiryPrompt('es')}`,
      }),
  },
  {
    id: 'article',
    path: '/health/info-2027/medicare-basics.html',
    title: 'Article',
    locale: 'en',
    elements: ['member-strip', ...SHELL_ELEMENTS, 'ask-widget', 'leaving-site-modal'],
    render: (context) =>
      pageTemplate({
        title: 'Medicare basics: what to know before you enroll',
        locale: 'en',
        siteConfig: demoSiteConfig(context),
        distBase: context.distBase,
        loginHref: loginHref(context, '/health/info-2027/medicare-basics.html'),
        main: html`${memberStrip(context, 'en', '/health/info-2027/medicare-basics.html')}${component('title', html`<h1>Medicare basics: what to know before you enroll</h1>`)}${component(
          'text',
          article([
            'Medicare has four parts. Part A covers hospital stays, Part B covers doctor visits and outpatient care, Part C is Medicare Advantage, and Part D covers prescription drugs.',
            'Your initial enrollment period lasts seven months: it starts three months before the month you turn 65 and ends three months after it.',
            'If you miss it, you may pay a late-enrollment penalty for as long as you have Part B.',
          ]),
        )}${component('text', ARTICLE_LINKS)}${component('ask-widget', askWidgetTemplate({ config: { chips: ARTICLE_ASK_CHIPS } }))}${component(
          'leavingsitemodal',
          leavingSiteModalTemplate({ config: { continueText: 'Continue', cancelText: 'Cancel', internalHosts: ['www.example.org'] } }),
        )}`,
      }),
  },
  {
    id: 'members-article',
    path: MEMBERS_ARTICLE_PATH,
    title: 'Members-only article (paywall)',
    locale: 'en',
    elements: ['member-strip', ...SHELL_ELEMENTS, 'paywall-gate'],
    render: (context) =>
      pageTemplate({
        title: MEMBERS_ARTICLE_HEADING,
        locale: 'en',
        siteConfig: demoSiteConfig(context),
        distBase: context.distBase,
        loginHref: loginHref(context, MEMBERS_ARTICLE_PATH),
        main: html`${memberStrip(context, 'en', MEMBERS_ARTICLE_PATH)}${component('title', html`<h1>${MEMBERS_ARTICLE_HEADING}</h1>`)}${component(
          'paywall',
          html`${paywallGateTemplate({
            config: { heading: 'Keep reading with membership', joinText: 'Join', loginText: 'Log in' },
          })}${gatedArticleTemplate(membersArticle(context))}`,
        )}`,
      }),
  },
  withElements(
    ['register-wall'],
    contentPage(
      'brain-health-article',
      '/articles/sleep-and-memory.html',
      'Brain health: registered readers article (register wall)',
      'en',
      'Sleep and your memory',
      [
        'Deep sleep is when the brain files away what you learned during the day. Most adults need seven to nine hours.',
        'A regular bedtime, a cool dark room and less caffeine after noon are the changes that help most.',
      ],
      html`${component('registerwall', registerWallTemplate({ config: { registerText: 'Register', loginText: 'Log in' } }))}${component(
        'restricted',
        html`<section data-restricted><h2>Your seven-night sleep plan</h2><p>Night one: set one wake-up time for every day of the week, weekends too.</p><p>Night two: dim the lights an hour before bed.</p></section>`,
      )}`,
      true,
    ),
  ),
  {
    ...contentPage(
      'benefits-category',
      '/benefits/travel/',
      'Benefits category: travel',
      'en',
      'Travel benefits',
      ['Member discounts on cruises, hotels, flights, car rentals and tours.'],
      html`${component('search', searchModalTemplate({ config: { options: DEMO_SEARCH_OPTIONS } }))}${offerList('travel')}${component(
        'text',
        html`<p>New deals every two weeks: ${authorModalLinkTemplate(NEWSLETTER_MODAL.id, 'Sign up for travel deals by email')} and never miss one.</p>${authorModalTemplate(NEWSLETTER_MODAL)}`,
      )}`,
    ),
    // The author-configured modal (site 2.6) and the link that opens it; the search modal (site 2.8).
    elements: [...SHELL_ELEMENTS, 'author-modal', 'search-modal'],
  },
  contentPage('saved-benefits', '/benefits/saved-benefits/', 'Saved benefits', 'en', 'Your saved benefits', [
    'Benefits you save from the catalogue appear here, so you can find them again.',
  ]),
  // The results pages' own box (site 2.8): input id results-search.
  withElements(
    ['search-box'],
    contentPage(
      'search-results',
      '/search/',
      'Search results',
      'en',
      'Search',
      ['Search articles, benefits and tools across the site.'],
      component('search', searchBoxTemplate({ inputId: 'results-search' })),
    ),
  ),
  withElements(
    ['search-box'],
    contentPage(
      'search-results-es',
      '/espanol/buscar/',
      'Resultados de búsqueda (español)',
      'es',
      'Buscar',
      ['Busca artículos, beneficios y herramientas en todo el sitio.'],
      component('search', searchBoxTemplate({ inputId: 'results-search', locale: 'es' })),
    ),
  ),
  {
    id: 'ask',
    path: '/ask-member',
    title: 'Ask page',
    locale: 'en',
    elements: ['ask-page', ...SHELL_ELEMENTS],
    render: (context) =>
      pageTemplate({
        title: 'Ask about Medicare and Social Security',
        locale: 'en',
        siteConfig: demoSiteConfig(context),
        distBase: context.distBase,
        loginHref: loginHref(context, '/ask-member'),
        main: component('ask-page', askPageTemplate({ config: askPageDemoConfig(context), fallback: ASK_PAGE_FALLBACK })),
      }),
  },
  contentPage(
    'brain-health-start',
    '/get-started/',
    'Brain health: get started',
    'en',
    'Keep your brain sharp',
    ['A brain-health programme for members: games, activities, recipes and a cognitive assessment that points you to what helps most.'],
    undefined,
    true,
  ),
  withElements(
    ['tile-gallery'],
    contentPage(
      'brain-health-articles',
      '/articles/',
      'Brain health: articles',
      'en',
      'Articles',
      ['Short reads on sleep, stress, nutrition, movement and staying social, reviewed by our experts.'],
      component('tilegallery', tileGalleryTemplate({ variant: 'landing', tiles: demoTiles('en') })),
      true,
    ),
  ),
  withElements(
    ['tile-gallery'],
    contentPage(
      'brain-health-articles-es',
      '/espanol/articulos/',
      'Salud cerebral: artículos (español)',
      'es',
      'Artículos',
      ['Lecturas breves sobre el sueño, el estrés, la nutrición, el movimiento y la vida social.'],
      component('tilegallery', tileGalleryTemplate({ variant: 'landing', tiles: demoTiles('es') })),
      true,
    ),
  ),
  pageFeaturesPage('page-features', '/money/scams-fraud/phone-scams.html', 'en'),
  pageFeaturesPage('page-features-es', '/espanol/dinero/estafas/estafas-telefonicas.html', 'es'),
  contentPage('rewards', '/rewards/', 'Rewards', 'en', 'Rewards', [
    'Earn points for learning, staying active and using your benefits, and redeem them for gift cards, sweepstakes entries and more.',
  ]),
];
