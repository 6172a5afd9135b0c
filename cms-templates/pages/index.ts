/**
 * The demo site's pages: each renders a whole CMS page from the templates. The demo server, the
 * end-to-end tests and the stories use this list; an element joins the demo by adding its
 * template to a page here.
 */
import { html, type TemplateResult } from 'lit-html';
import type { Locale } from '../../src/core/locale.ts';
import type { SiteConfig } from '../../src/core/site-config.ts';
import offers from '../../fixtures/site/offers.json' with { type: 'json' };
import memberStripEn from '../../fixtures/site/member-strip.en.json' with { type: 'json' };
import memberStripEs from '../../fixtures/site/member-strip.es.json' with { type: 'json' };
import { askPageTemplate } from '../ask-page.ts';
import { askWidgetTemplate } from '../ask-widget.ts';
import { benefitsNavTemplate, demoBenefitsLinks, limitedTimeSectionTemplate, subcategorySectionTemplate } from '../benefits-nav.ts';
import { authorModalLinkTemplate, authorModalTemplate, NEWSLETTER_MODAL } from '../author-modal.ts';
import { memberStripTemplate } from '../member-strip.ts';
import { demoModalUrl, offerCardTemplate, offerCountTemplate } from '../offer-card.ts';
import { expiryPromptTemplate } from '../expiry-prompt.ts';
import { leavingSiteModalTemplate } from '../leaving-site-modal.ts';
import { gatedArticleTemplate, paywallGateTemplate, type GatedArticleFields } from '../paywall-gate.ts';
import { searchBoxTemplate } from '../search-box.ts';
import { registerWallTemplate } from '../register-wall.ts';
import { cmsCards, recommendedForYouTemplate } from '../recommended-for-you.ts';
import { promoBannerTemplate as savedPagePromoTemplate, savedBenefitsTemplate } from '../saved-benefits.ts';
import { DEMO_SEARCH_OPTIONS, searchModalTemplate } from '../search-modal.ts';
import { researchArticleTemplate } from '../research-rail.ts';
import { rewardsPointsTemplate } from '../rewards-points.ts';
import { secretWordTemplate } from '../secret-word.ts';
import { demoCatalogGoods, rewardsCatalogTemplate } from '../rewards-catalog.ts';
import { rewardsExpiringTemplate } from '../rewards-expiring.ts';
import { rewardsGoalsTemplate } from '../rewards-goals.ts';
import { localOffersTemplate } from '../local-offers.ts';
import { rewardsHistoryTemplate } from '../rewards-history.ts';
import { demoRewardsTiles, rewardsTilesTemplate } from '../rewards-tile.ts';
import { DEMO_SAVINGS_TILES, savingsTilesTemplate } from '../savings-tiles.ts';
import { DEMO_SHARE_LINKS, shareBarTemplate } from '../share-bar.ts';
import { demoTiles, tileGalleryTemplate } from '../tile-gallery.ts';
import { demoTravelTabs, travelWidgetTemplate } from '../travel-widget.ts';
import { closeContainerTemplate, demoCloseContainer } from '../close-container.ts';
import { demoPromoBanner, promoBannerTemplate } from '../promo-banner.ts';
import { demoStickyAd, stickyAdTemplate } from '../sticky-ad.ts';
import { demoSwatBanner, swatBannerTemplate } from '../swat-banner.ts';
import { dailyPuzzleLinkTemplate } from '../daily-puzzle-link.ts';
import { myListCountTemplate } from '../my-list-count.ts';
import { topSheetFragmentUrl, topSheetTemplate } from '../top-sheet.ts';
import { upNextTemplate } from '../up-next.ts';
import { programGateDemoConfig, programGateTemplate } from '../program-gate.ts';
import { assessmentFlowTemplate } from '../assessment-flow.ts';
import { activateButtonTemplate } from '../activate-button.ts';
import { challengeStepTemplate, DEMO_CHALLENGE, demoChallengeNextUrl, demoChallengeStepPath } from '../challenge-step.ts';
import { emailVerificationDemoConfig, emailVerificationTemplate } from '../email-verification.ts';
import { component, pageTemplate, SHELL_ELEMENTS, type PageFrame } from './layout.ts';

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
  /**
   * The page's frame (what `render` gives to `pageTemplate`), where a browser test needs the
   * page's body and site config (layout.ts `pageBody`): the content pages and the walls' pages.
   */
  frame?(context: PageContext): PageFrame;
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
    placesUrl: `${context.servicesUrl}maps/places/autocomplete`,
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

/**
 * The member strip as the CMS places it, first in the page's grid, with its configuration URL
 * (site 7.2), or with the configuration embedded (`embedded`: the English home, where the strip
 * then renders without waiting for a second request; CONTRACT section 2 allows either, and the
 * other pages keep the URL and its preload). The embedded configuration is the fixture the
 * emulator serves at that URL.
 */
export function memberStrip(context: PageContext, locale: Locale, path: string, { embedded = false } = {}) {
  const es = locale === 'es';
  return component(
    'memberstrip',
    memberStripTemplate({
      ...(embedded ? { config: es ? memberStripEs : memberStripEn } : { jsonUrl: `/content/member/${locale}/config/member-strip.json` }),
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

/** The Spanish paywalled article: its path and heading. Its gate has no authored texts (the defaults, translated). */
export const MEMBERS_ARTICLE_ES_PATH = '/espanol/salud/info-2027/multa-por-inscripcion-tardia-en-la-parte-b.html';
export const MEMBERS_ARTICLE_ES_HEADING = 'La multa por inscripción tardía en la Parte B de Medicare, y cómo evitarla';

/** The paywalled articles' texts, by language: the body, the members' checklist, the carousel's links and titles, a comment. */
const MEMBERS_ARTICLE_TEXT = {
  en: {
    paragraphs: [
      'If you do not sign up for Medicare Part B when you are first eligible, you may have to pay a late-enrollment penalty for as long as you have Part B. The penalty goes up the longer you wait.',
      'Your monthly premium may go up 10 percent for each full 12-month period that you could have had Part B but did not sign up. The penalty is added to the standard premium every month, for life.',
      'There are exceptions. If you or your spouse are still working and covered by an employer health plan, you can usually sign up later without a penalty during a special enrollment period.',
      "Ask your employer's benefits office for a letter that shows when your coverage started and ended. You will need it when you sign up, so keep a copy with your other Medicare papers.",
    ],
    checklist: [
      "Members' checklist: signing up on time",
      'Mark the start of your initial enrollment period: three months before the month you turn 65.',
      'Gather proof of employer coverage, if you have it.',
      'Sign up online, by phone or at a local office.',
    ],
    carousel: ['Member benefits for your health', 'Members save on their health with', 'and', 'Join to get every benefit'],
    benefits: [
      ['/benefits/health/vision/', 'vision discounts'],
      ['/benefits/health/hearing/', 'hearing aid savings'],
    ],
    comments: ['Comments', 'Pat from Ohio: the letter from my employer saved me a penalty.'],
  },
  es: {
    paragraphs: [
      'Si no se inscribe en la Parte B de Medicare cuando reúne los requisitos por primera vez, es posible que tenga que pagar una multa por inscripción tardía mientras tenga la Parte B. La multa aumenta cuanto más espere.',
      'Su prima mensual puede subir un 10 por ciento por cada período completo de 12 meses en que pudo tener la Parte B y no se inscribió. La multa se suma a la prima estándar todos los meses, de por vida.',
      'Hay excepciones. Si usted o su cónyuge todavía trabajan y tienen cobertura de un plan de salud del empleador, por lo general puede inscribirse más tarde sin multa durante un período de inscripción especial.',
    ],
    checklist: [
      'Lista para miembros: inscribirse a tiempo',
      'Anote el comienzo de su período de inscripción inicial: tres meses antes del mes en que cumple 65 años.',
      'Reúna la prueba de la cobertura del empleador, si la tiene.',
    ],
    carousel: ['Beneficios para su salud', 'Los miembros ahorran en su salud con', 'y', 'Únase para obtener todos los beneficios'],
    benefits: [
      ['/espanol/beneficios/salud/vision/', 'descuentos en la vista'],
      ['/espanol/beneficios/salud/audicion/', 'ahorros en audífonos'],
    ],
    comments: ['Comentarios', 'Ana de Texas: la carta de mi empleador me ahorró una multa.'],
  },
} as const;

/**
 * The article's body (more than the 500-character teaser), a members-only section, the benefits
 * carousel (its last link a /mem/join link, which the gate rewrites: site 2.7) and comments.
 */
export function membersArticle(context: PageContext, locale: Locale = 'en'): GatedArticleFields {
  const text = locale === 'es' ? MEMBERS_ARTICLE_TEXT.es : MEMBERS_ARTICLE_TEXT.en;
  const [checklistHeading, ...steps] = text.checklist;
  const [carouselHeading, lead, and, joinText] = text.carousel;
  const [first, second] = text.benefits;
  // Links inside sentences (WCAG 2.5.8's inline exception), as the CMS's rich text renders them.
  return {
    paragraphs: text.paragraphs,
    restricted: html`<h2>${checklistHeading}</h2><ol>${steps.map((step) => html`<li>${step}</li>`)}</ol>`,
    carousel: html`<h2>${carouselHeading}</h2><p>${lead} <a href=${first[0]}>${first[1]}</a> ${and} <a href=${second[0]}>${second[1]}</a>. <a href=${`${context.servicesUrl}mem/join`}>${joinText}</a>.</p>`,
    comments: html`<h2>${text.comments[0]}</h2><p>${text.comments[1]}</p>`,
  };
}

/**
 * The paywalled article's page in `locale`: the member strip, the title, the gate and the gated
 * article. The English gate has authored texts; the Spanish one none (the defaults, translated).
 */
function membersArticleFrame(context: PageContext, locale: Locale): PageFrame {
  const es = locale === 'es';
  const path = es ? MEMBERS_ARTICLE_ES_PATH : MEMBERS_ARTICLE_PATH;
  const heading = es ? MEMBERS_ARTICLE_ES_HEADING : MEMBERS_ARTICLE_HEADING;
  return {
    title: heading,
    locale,
    siteConfig: demoSiteConfig(context),
    distBase: context.distBase,
    loginHref: loginHref(context, path),
    main: html`${memberStrip(context, locale, path)}${component('title', html`<h1>${heading}</h1>`)}${component(
      'paywall',
      html`${es ? paywallGateTemplate() : paywallGateTemplate({ config: { heading: 'Keep reading with membership', joinText: 'Join', loginText: 'Log in' } })}${gatedArticleTemplate(
        membersArticle(context, locale),
      )}`,
    )}`,
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
export function brainHealthConfig(context: PageContext): Partial<SiteConfig> {
  const api = `${context.servicesUrl}applications/member/api/v1`;
  return {
    ...demoSiteConfig(context),
    apiPathURL: api,
    baseApiPathURL: `${context.servicesUrl}applications/`,
    challengesBaseUrl: 'member/api/v1/me/challenges',
    challengeValidUserUrl: `${api}/me/challenges/valid-user`,
    cmsApiBaseUrl: '/content/member/api',
    messagingApiKey: 'emulator-messaging-key',
    messagingBaseUrl: `${context.servicesUrl}messaging/v1`,
    messagingUserApiUrl: `${context.servicesUrl}messaging/v1/users/{fedid}/content-cards`,
    userTypesUrl: `${api}/user/types`,
    // Brain-health 9: the partner campaign's join (its real id is withheld; a stand-in here).
    partnerCampaignId: 'PARTNERCO25',
    partnerOffer: 'ss-partner',
  };
}

/** The programme home's small elements (issue 33), on the English home and the Spanish articles page. */
const PROGRAM_HOME_ELEMENTS = ['top-sheet', 'my-list-count', 'daily-puzzle-link'] as const;
/** The demo article's up-next tags (brain-health 3.6 pillars): three other articles. */
const UP_NEXT_DEMO_TAGS = 'manage_stress,be_social,engage_your_brain';

/** The programme's own links (my list with its count, today's puzzle), as the CMS renders them in a page's content. */
const programLinks = (locale: 'en' | 'es') =>
  component(
    'programlinks',
    html`<ul class="program-links">
      <li>${myListCountTemplate({ locale })}</li>
      <li>${dailyPuzzleLinkTemplate({ locale })}</li>
    </ul>`,
  );

/**
 * A step page of the demo's three-step challenge (brain-health 2.3, 4.12; issue 34): the step's
 * task and the link to the next step in `<challenge-step>`; the last step's link goes to the
 * challenge's finish target (the programme home, where the gate congratulates).
 */
function challengeStepPage(step: number): DemoPage {
  const last = step === DEMO_CHALLENGE.totalSteps;
  return withElements(
    ['challenge-step'],
    contentPage(
      `brain-health-challenge-step-${step}`,
      demoChallengeStepPath(step),
      `Brain health: challenge step ${step} of ${DEMO_CHALLENGE.totalSteps}`,
      'en',
      `Sleep better, step ${step} of ${DEMO_CHALLENGE.totalSteps}: ${DEMO_CHALLENGE.stepTitles[step - 1]}`,
      ['Do this today, then mark the step done to move on. Your progress is saved with your programme.'],
      component('challengestep', challengeStepTemplate({ step, nextUrl: demoChallengeNextUrl(step), linkText: last ? 'Finish the challenge' : 'Next step' })),
      true,
    ),
  );
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
  /** What the CMS puts above the page's title (the brain-health top sheet). */
  top?: TemplateResult,
): DemoPage {
  const frame = (context: PageContext): PageFrame => ({
    title: heading,
    locale,
    siteConfig: program ? brainHealthConfig(context) : demoSiteConfig(context, locale),
    subsite: program,
    distBase: context.distBase,
    loginHref: loginHref(context, path),
    // A programme page carries one program-gate (CONTRACT 4c), with every modal's texts.
    main: html`${top ?? ''}${component('title', html`<h1>${heading}</h1>`)}${component('text', article(paragraphs))}${extra ?? ''}${
      program ? component('programgate', programGateTemplate({ config: programGateDemoConfig(locale) })) : ''
    }`,
  });
  // Programme pages also have the message inbox in their header (layout.ts, `subsite`).
  const elements = program ? ['program-gate', 'message-inbox', ...SHELL_ELEMENTS] : [...SHELL_ELEMENTS];
  return { id, path, title, locale, elements, frame, render: (context) => pageTemplate(frame(context)) };
}

/**
 * The assessment routes of brain-health 2.2 (English), each with `<assessment-flow>` (issue 34),
 * at the paths as 2.2 writes them: the questionnaire's redirect goes to `/assessment`, which the
 * demo server must answer (it matches paths exactly; the element reads a trailing slash alike).
 */
function assessmentPages(): DemoPage[] {
  const page = (id: string, path: string, title: string, heading: string, paragraphs: readonly string[]) =>
    withElements(['assessment-flow'], contentPage(id, path, title, 'en', heading, paragraphs, component('assessmentflow', assessmentFlowTemplate()), true));
  return [
    page('brain-health-assessment', '/assessment', 'Brain health: assessment hub', 'Your brain-health assessment', [
      'The cognitive assessment and the lifestyle questionnaire show where you are strong and what helps most.',
    ]),
    page('brain-health-assessment-questionnaire', '/assessment/lifestyle-questionnaire', 'Brain health: lifestyle questionnaire', 'Lifestyle questionnaire', [
      'Twenty questions about sleep, stress, food, movement and friends. It takes about ten minutes.',
    ]),
    page(
      'brain-health-assessment-start',
      '/assessment/lifestyle-questionnaire/start',
      'Brain health: lifestyle questionnaire start page',
      'Start the lifestyle questionnaire',
      ['Welcome back from the cognitive assessment. Your results are on their way; the questionnaire is next.'],
    ),
  ];
}

/** The rewards pages' 'Your points' section: the balance in the brand form, with the daily-cap meter when asked. */
const rewardsBalanceSection = (dailyCap: boolean) =>
  component(
    'rewards-balance',
    html`<section class="rewards-balance" aria-labelledby="rewards-balance-heading">
      <h2 id="rewards-balance-heading">Your points</h2>
      <div>${rewardsPointsTemplate({ format: 'brand', dailyCap })}</div>
    </section>`,
  );

/** A page with more of the library's elements than the shell's. */
const withElements = (elements: readonly string[], page: DemoPage): DemoPage => ({ ...page, elements: [...elements, ...page.elements] });

/**
 * The catalogue as the CMS renders it: offer cards (<offer-card>, CONTRACT 4b) with links, usable
 * without JavaScript, and the page's displayed offer count ([data-offer-count]), which drops by
 * one for each expired card. The offer-details pages come from fixtures/site/offer-details.
 */
const offerList = (category: string) => {
  const listed = offers.filter((offer) => offer.dataCategoryId === category);
  return component(
    'offer-list',
    html`${offerCountTemplate(listed.length, 'member offers')}<ul class="offer-list">${listed.map(
      (offer) => html`<li class="offer">${offerCardTemplate({ offer, modalUrl: demoModalUrl(offer) })}</li>`,
    )}</ul>`,
  );
};

/** The benefits category navigation (site 2.9) in the page's language. */
const benefitsNavComponent = (locale: Locale) =>
  component(
    'benefitsnav',
    benefitsNavTemplate({ links: demoBenefitsLinks(locale), label: locale === 'es' ? 'Categorías de beneficios' : 'Benefit categories' }),
  );

/**
 * A travel subpage (site 2.9): the navigation, the travel-booking widget (its path selects the
 * hotels tab) and the hotels subcategory's section (id 41), where the navigation's redirect scrolls.
 */
function travelSubpage(locale: Locale, id: string, path: string, title: string, heading: string, sectionHeading: string): DemoPage {
  const es = locale === 'es';
  const intro = es
    ? [
        'Tarifas de socio en hoteles y complejos turísticos de todo el país, con cancelación gratuita en la mayoría.',
        'Elija la pestaña de su viaje en el buscador: paquetes, hoteles, vuelos, cruceros o actividades.',
        'Los precios se muestran por noche, con impuestos, y el descuento se aplica al reservar.',
      ]
    : [
        'Member rates at hotels and resorts across the country, most with free cancellation.',
        'Pick the tab for your trip in the booking tool: packages, hotels, flights, cruises or things to do.',
        'Prices are shown per night with taxes, and the discount applies when you book.',
      ];
  return {
    ...contentPage(
      id,
      path,
      title,
      locale,
      heading,
      intro,
      html`${benefitsNavComponent(locale)}${component(
        'travelwidget',
        travelWidgetTemplate({ tabs: demoTravelTabs(locale), label: es ? 'Reservas de viaje' : 'Travel booking' }),
      )}${component(
        'subcategory',
        subcategorySectionTemplate(
          '41',
          sectionHeading,
          es ? 'Hasta un 20 % de descuento en cadenas hoteleras seleccionadas para socios.' : 'Up to 20% off at selected hotel chains for members.',
        ),
      )}`,
    ),
    elements: [...SHELL_ELEMENTS, 'benefits-nav', 'travel-widget'],
  };
}

/** The research article (site 2.13): path, heading and the canonical URL its CMS declares. */
export const RESEARCH_ARTICLE_PATH = '/research/topics/caregiving/caregiving-in-2027.html';
export const RESEARCH_ARTICLE_HEADING = 'Caregiving in 2027: a national survey of family caregivers';
export const RESEARCH_ARTICLE_CANONICAL = 'https://www.example.org/research/topics/caregiving/caregiving-in-2027.html';

/** Its body, rail and share bar: long enough to scroll past the sticky rail to the ad block. */
export function researchArticle() {
  return {
    share: shareBarTemplate({ links: DEMO_SHARE_LINKS }),
    summary: [
      'One in five adults cared for a family member or friend last year. This survey of 3,000 caregivers asks what they do, what it costs them and what would help.',
    ],
    body: [
      'Most caregivers help a parent or a spouse. Nearly half have done so for more than five years, and a third also work full time.',
      'Caregivers spend on average a quarter of their income on caregiving: transport, home changes, medical supplies and paid help.',
      'Six in ten say their own health has suffered. Sleep, exercise and medical check-ups are the first things they give up.',
      'Respite care, flexible working hours and a single place to find local services are the changes caregivers ask for most.',
      'Caregivers who had someone to share the load with reported less stress and fewer days off work than those caring alone.',
      'Rural caregivers travel twice as far to appointments and are less likely to find paid help near them.',
      'Four in ten caregivers have never been asked by a doctor or nurse what they need to care for someone safely.',
      'Younger caregivers, under 50, are the most likely to say caregiving has held back their careers.',
      'Caregivers aged 75 and over most often care for a spouse, and are the least likely to have any paid help.',
      'Almost all caregivers say they would do it again; most say it has brought them closer to the person they care for.',
    ],
    after: [
      'The full report breaks the results down by age, state, income and the condition of the person cared for.',
      'The survey was run online and by telephone in English and Spanish between January and March 2027.',
      'Results are weighted to the national population of adult caregivers; the margin of error is plus or minus two points.',
      'For questions about the research, contact the research office; media enquiries go to the press office.',
    ],
    download: { href: '/research/topics/caregiving/caregiving-in-2027-report.pdf', text: 'Download the report (PDF)' },
    supporting: html`<h2>Supporting material</h2><ul><li><a href="/research/topics/caregiving/caregiving-in-2027-methods.pdf">Methods (PDF)</a></li><li><a href="/research/topics/caregiving/caregiving-in-2027-tables.xlsx">Data tables (Excel)</a></li></ul>`,
    railExtra: html`<h2>Related research</h2><ul><li><a href="/research/topics/caregiving/">All caregiving research</a></li></ul>`,
  };
}

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

/** The English home: the member strip (its configuration embedded), the search box, the expiry prompt. */
const homeFrame = (context: PageContext): PageFrame => ({
  title: 'Member site: home',
  locale: 'en',
  siteConfig: demoSiteConfig(context),
  distBase: context.distBase,
  loginHref: loginHref(context, '/'),
  main: html`${memberStrip(context, 'en', '/', { embedded: true })}${component('search', searchBoxTemplate())}${component('title', html`<h1>Welcome</h1>`)}${component(
    'text',
    article([
      'News, benefits and tools for people over 50: health, money, work, travel and more.',
      'Members save on travel, dining and insurance, and get our magazine six times a year.',
    ]),
  )}${expiryPrompt('en')}`,
});

/** The Ask page (ask-and-rewards 2.1) as the demo authors it. */
const askFrame = (context: PageContext): PageFrame => ({
  title: 'Ask about Medicare and Social Security',
  locale: 'en',
  siteConfig: demoSiteConfig(context),
  distBase: context.distBase,
  loginHref: loginHref(context, '/ask-member'),
  main: component('ask-page', askPageTemplate({ config: askPageDemoConfig(context), fallback: ASK_PAGE_FALLBACK })),
});

export const demoPages: readonly DemoPage[] = [
  {
    id: 'home',
    path: '/',
    title: 'Home',
    locale: 'en',
    elements: ['member-strip', 'expiry-prompt', 'search-box', ...SHELL_ELEMENTS],
    frame: homeFrame,
    render: (context) => pageTemplate(homeFrame(context)),
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
    frame: (context) => membersArticleFrame(context, 'en'),
    render: (context) => pageTemplate(membersArticleFrame(context, 'en')),
  },
  {
    // The Spanish paywalled article: the gate with no authored texts, so its wall shows the
    // default texts translated by the dictionary, and Join asks for the Spanish form (site 7.7).
    id: 'members-article-es',
    path: MEMBERS_ARTICLE_ES_PATH,
    title: 'Artículo para miembros (muro de pago, español)',
    locale: 'es',
    elements: ['member-strip', ...SHELL_ELEMENTS, 'paywall-gate'],
    frame: (context) => membersArticleFrame(context, 'es'),
    render: (context) => pageTemplate(membersArticleFrame(context, 'es')),
  },
  withElements(
    ['register-wall', 'up-next'],
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
      )}${component('upnext', upNextTemplate({ tags: UP_NEXT_DEMO_TAGS, count: 3 }))}`,
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
      html`${benefitsNavComponent('en')}${component('search', searchModalTemplate({ config: { options: DEMO_SEARCH_OPTIONS } }))}${offerList('travel')}${component(
        'text',
        html`<p>New deals every two weeks: ${authorModalLinkTemplate(NEWSLETTER_MODAL.id, 'Sign up for travel deals by email')} and never miss one.</p>${authorModalTemplate(NEWSLETTER_MODAL)}`,
      )}${component('limitedtime', limitedTimeSectionTemplate('en'))}`,
    ),
    // The author-configured modal (site 2.6) and the link that opens it; the search modal (site 2.8);
    // the category navigation and its #limitedtimememberoffer target, and the offer cards (site 2.9).
    elements: [...SHELL_ELEMENTS, 'author-modal', 'search-modal', 'benefits-nav', 'offer-card'],
  },
  // Travel subpages (site 2.9): the navigation (Hotels active, the redirect's subcategory section) and the widget on its tab.
  travelSubpage('en', 'benefits-travel-hotels', '/benefits/travel/hotels/', 'Travel benefits: hotels', 'Hotels and resorts', 'Hotel offers for members'),
  travelSubpage(
    'es',
    'benefits-travel-hotels-es',
    '/espanol/beneficios/viajes/hoteles/',
    'Beneficios de viaje: hoteles (español)',
    'Hoteles y complejos turísticos',
    'Ofertas de hoteles para socios',
  ),
  // The saved-benefits page (site 2.10, 4.10): the emulator's offers and configuration (same
  // origin, answered by the platform paths), and the promo banner the list copies.
  withElements(
    ['saved-benefits'],
    contentPage(
      'saved-benefits',
      '/benefits/saved-benefits/',
      'Saved benefits',
      'en',
      'Your saved benefits',
      ['Benefits you save from the catalogue appear here, so you can find them again.'],
      html`${component(
        'savedbenefits',
        savedBenefitsTemplate({ servletPath: '/content/member/en/benefits/offers.json', jsonUrl: '/content/member/en/config/saved-benefits.json' }),
      )}${component('promobanner', savedPagePromoTemplate('en'))}`,
    ),
  ),
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
    frame: askFrame,
    render: (context) => pageTemplate(askFrame(context)),
  },
  // The programme home: the top sheet above the content, the member's list and today's puzzle (issue 33).
  withElements(
    [...PROGRAM_HOME_ELEMENTS, 'email-verification'],
    contentPage(
      'brain-health-start',
      '/get-started/',
      'Brain health: get started',
      'en',
      'Keep your brain sharp',
      ['A brain-health programme for members: games, activities, recipes and a cognitive assessment that points you to what helps most.'],
      // The email-verification prompt (issue 34): after the gate, which goes first (docs/decisions.md).
      html`${programLinks('en')}${component('emailverification', emailVerificationTemplate({ config: emailVerificationDemoConfig('en') }))}`,
      true,
      component('topsheet', topSheetTemplate({ fragmentUrl: topSheetFragmentUrl('en') })),
    ),
  ),
  // The programme's unsecured page (brain-health 2.1: about): the gate's modal only for anonymous
  // visitors and the partner campaign (4.3).
  contentPage(
    'brain-health-about',
    '/about/',
    'Brain health: about the programme (unsecured page)',
    'en',
    'About the programme',
    ['Who made the programme, what the research says, and how the cognitive assessment works.'],
    undefined,
    true,
  ),
  // The assessment routes (brain-health 2.2, 4.11; issue 34): the hub with the member's scores, the
  // lifestyle questionnaire and its start page (where the provider sends the member back), each
  // with <assessment-flow>. The Spanish routes are tested in the browser tests, not as pages.
  ...assessmentPages(),
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
    ['tile-gallery', ...PROGRAM_HOME_ELEMENTS],
    contentPage(
      'brain-health-articles-es',
      '/espanol/articulos/',
      'Salud cerebral: artículos (español)',
      'es',
      'Artículos',
      ['Lecturas breves sobre el sueño, el estrés, la nutrición, el movimiento y la vida social.'],
      html`${programLinks('es')}${component('tilegallery', tileGalleryTemplate({ variant: 'landing', tiles: demoTiles('es') }))}`,
      true,
      component('topsheet', topSheetTemplate({ fragmentUrl: topSheetFragmentUrl('es') })),
    ),
  ),
  // The demo challenge's three step pages (issue 34: brain-health 2.3, 4.12) and the activation page (4.13).
  ...[1, 2, 3].map(challengeStepPage),
  withElements(
    ['activate-button'],
    contentPage(
      'brain-health-activate',
      '/activate/',
      'Brain health: activate the programme',
      'en',
      'Activate your programme',
      ['The programme comes with your membership. Activate it to start with games, challenges and the cognitive assessment.'],
      component('activatebutton', activateButtonTemplate()),
      true,
    ),
  ),
  // Recommendations (site 2.11, 3.11): three containers sharing one request, the CMS's own cards
  // in each until the answer; the service's ctaUrls on www.example.org point back to this site.
  withElements(
    ['recommended-for-you'],
    contentPage(
      'recommendations',
      '/for-you/',
      'Recommended for you (recommendations)',
      'en',
      'Picked for you',
      [
        'Articles, videos and events chosen from what you read on our site. The list updates as you explore.',
        'Members see offers from their benefits too. Nothing here is an advertisement.',
      ],
      html`${component(
        'recommendations',
        recommendedForYouTemplate({
          componentId: 'rfy-for-you-articles',
          model: 'articles',
          count: '3',
          placement: 'for-you',
          heading: 'Recommended for you',
          cards: cmsCards('en', 3),
          config: { mainHosts: ['www.example.org'] },
        }),
      )}${component(
        'recommendations',
        recommendedForYouTemplate({
          componentId: 'rfy-for-you-events',
          model: 'events',
          count: '3',
          placement: 'for-you',
          heading: 'Events for you',
          cards: cmsCards('en', 3, 2),
          config: { mainHosts: ['www.example.org'] },
        }),
      )}${component(
        'recommendations',
        recommendedForYouTemplate({
          componentId: 'rfy-for-you-videos',
          model: 'videos',
          count: '3',
          placement: 'for-you',
          heading: 'Videos to watch',
          cards: cmsCards('en', 3, 4),
          config: { mainHosts: ['www.example.org'] },
        }),
      )}`,
    ),
  ),
  {
    id: 'research-article',
    path: RESEARCH_ARTICLE_PATH,
    title: 'Research article (right rail, share bar)',
    locale: 'en',
    elements: [...SHELL_ELEMENTS, 'research-rail', 'share-bar'],
    render: (context) =>
      pageTemplate({
        title: RESEARCH_ARTICLE_HEADING,
        locale: 'en',
        siteConfig: demoSiteConfig(context),
        distBase: context.distBase,
        loginHref: loginHref(context, RESEARCH_ARTICLE_PATH),
        canonical: RESEARCH_ARTICLE_CANONICAL,
        main: html`${component('title', html`<h1>${RESEARCH_ARTICLE_HEADING}</h1>`)}${component('research', researchArticleTemplate(researchArticle()))}`,
      }),
  },
  withElements(
    ['savings-tiles'],
    contentPage(
      'savings-calculator',
      '/benefits/savings-calculator/',
      'Savings calculator tiles',
      'en',
      'See what you could save',
      ['Pick a category to estimate what membership saves you in a year.'],
      component('savingstiles', savingsTilesTemplate({ tiles: DEMO_SAVINGS_TILES })),
    ),
  ),
  pageFeaturesPage('page-features', '/money/scams-fraud/phone-scams.html', 'en'),
  pageFeaturesPage('page-features-es', '/espanol/dinero/estafas/estafas-telefonicas.html', 'es'),
  withElements(
    ['rewards-points', 'rewards-tile', 'email-verification'],
    contentPage(
      'rewards',
      '/rewards/',
      'Rewards',
      'en',
      'Rewards',
      ['Earn points for learning, staying active and using your benefits, and redeem them for gift cards, sweepstakes entries and more.'],
      html`${rewardsBalanceSection(true)}${component(
        'rewards-featured',
        html`<section aria-labelledby="rewards-featured-heading">
          <h2 id="rewards-featured-heading">Featured ways to earn</h2>
          ${rewardsTilesTemplate(demoRewardsTiles())}
        </section>`,
      )}${component('emailverification', emailVerificationTemplate({ config: emailVerificationDemoConfig('en') }))}`,
    ),
  ),
  withElements(
    ['rewards-points', 'rewards-expiring', 'rewards-history'],
    contentPage(
      'rewards-my-points',
      '/rewards/my-points/',
      'Rewards: my points',
      'en',
      'My points',
      ['Points you earn last about a year. Here is what expires soon, so you can use it first.'],
      html`${rewardsBalanceSection(false)}${component(
        'rewards-expiring',
        html`<section aria-labelledby="rewards-expiring-heading">
          <h2 id="rewards-expiring-heading">Points that expire soon</h2>
          ${rewardsExpiringTemplate({ months: 6 })}
        </section>`,
      )}${component(
        'rewards-history',
        html`<section aria-labelledby="rewards-history-heading">
          <h2 id="rewards-history-heading">Points history</h2>
          ${rewardsHistoryTemplate({ size: 10 })}
        </section>`,
      )}`,
    ),
  ),
  withElements(
    ['rewards-points', 'rewards-catalog'],
    contentPage(
      'rewards-catalog',
      '/rewards/catalog/',
      'Rewards: catalogue',
      'en',
      'Redeem your points',
      ['Choose a reward. Each one shows what it costs, and whether you can redeem it now.'],
      html`${rewardsBalanceSection(false)}${component(
        'rewards-catalog',
        html`<section aria-labelledby="rewards-catalog-heading">
          <h2 id="rewards-catalog-heading">Rewards you can choose</h2>
          ${rewardsCatalogTemplate({ goods: demoCatalogGoods() })}
        </section>`,
      )}`,
    ),
  ),
  withElements(
    ['rewards-points', 'rewards-goals'],
    contentPage(
      'rewards-goals',
      '/rewards/goals/',
      'Rewards: my goals',
      'en',
      'My goals',
      ['Set a daily step goal and a weekly activity goal, and see how your week is going.'],
      html`${rewardsBalanceSection(false)}${component(
        'rewards-goals',
        html`<section aria-labelledby="rewards-goals-heading">
          <h2 id="rewards-goals-heading">Goals and progress</h2>
          ${rewardsGoalsTemplate()}
        </section>`,
      )}`,
    ),
  ),
  withElements(
    ['rewards-points', 'local-offers'],
    contentPage(
      'rewards-local-offers',
      '/rewards/local-offers/',
      'Rewards: local offers',
      'en',
      'Local offers',
      ['Find discounts at shops, restaurants and attractions near you. Save them for later, or redeem them on your phone or on paper.'],
      html`${rewardsBalanceSection(false)}${component(
        'local-offers',
        html`<section aria-labelledby="local-offers-heading">
          <h2 id="local-offers-heading">Offers near you</h2>
          ${localOffersTemplate({ redemptionTypes: 'MOBILE,PRINT' })}
        </section>`,
      )}`,
    ),
  ),
  withElements(
    ['rewards-points', 'secret-word'],
    contentPage(
      'rewards-secret-word',
      '/rewards/secret-word/',
      'Rewards: secret word',
      'en',
      'Enter the secret word',
      ['Find the secret word in this week’s newsletter or on our radio show, then enter it here to earn points.'],
      html`${rewardsBalanceSection(false)}${component(
        'secret-word',
        html`<section aria-labelledby="secret-word-heading">
          <h2 id="secret-word-heading">Today’s secret word</h2>
          ${secretWordTemplate()}
        </section>`,
      )}`,
    ),
  ),
];
