import type { Decorator, Preview } from '@storybook/react-vite';
import { PERSONA_COOKIE_NAMES, personaCookieStrings, personas, TODAY } from '../fixtures/personas.ts';
import { SERVICES_PATH, worker } from './emulator-worker.ts';
import { answerJsonpFrames } from './jsonp-frames.ts';
import '../src/styles/elements.css';

// The page's site config (CONTRACT section 1), before any element reads it: services answer
// through MSW from the emulator's handlers.
if (!document.getElementById('site-config')) {
  const config = document.createElement('script');
  config.type = 'application/json';
  config.id = 'site-config';
  config.textContent = JSON.stringify({
    brand: 'member',
    site: 'member',
    product: 'member',
    servicesEndpoint: `${location.origin}${SERVICES_PATH}`,
    secureEndpoint: `${location.origin}${SERVICES_PATH}`,
    identityServiceUrl: `${location.origin}${SERVICES_PATH}identity`,
    suggestServiceUrl: `${location.origin}${SERVICES_PATH.replace(/\/$/, '')}`,
    suggestAccessToken: 'suggest-key',
    suggestOrganizationId: 'member-org',
    recommendationEndpoint: `${location.origin}${SERVICES_PATH}recommendations/v1/content`,
    placesUrl: `${location.origin}${SERVICES_PATH}maps/places/autocomplete`,
    // Brain-health 7.1: the inbox's messaging user API (message-inbox stories, provider 'user-api').
    messagingApiKey: 'emulator-messaging-key',
    messagingBaseUrl: `${location.origin}${SERVICES_PATH}messaging/v1`,
    messagingUserApiUrl: `${location.origin}${SERVICES_PATH}messaging/v1/users/{fedid}/content-cards`,
  });
  document.head.prepend(config);
}
// The CMS dictionaries (CONTRACT section 1) come from the emulator too, so Spanish stories read
// as the Spanish site does.
if (!document.documentElement.hasAttribute('data-i18n-dictionary-src')) {
  document.documentElement.setAttribute('data-i18n-dictionary-src', `${SERVICES_PATH}libs/cq/i18n/dict.{locale}.json`);
}

/** Sets the chosen persona's cookies (and "today") before the story renders. */
const withPersona: Decorator = (Story, context) => {
  const persona = personas.find((p) => p.id === context.globals.persona) ?? personas[0]!;
  for (const name of PERSONA_COOKIE_NAMES) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  for (const cookie of personaCookieStrings(persona)) document.cookie = cookie;
  if (!document.cookie.includes('TimeTravelCookie=')) document.cookie = `TimeTravelCookie=${encodeURIComponent(TODAY)}; path=/`;
  return Story();
};

let jsonpAnswered = false;

const preview: Preview = {
  globalTypes: {
    persona: {
      description: 'Who is visiting (fixtures/personas.ts)',
      toolbar: {
        title: 'Persona',
        icon: 'user',
        items: personas.map((persona) => ({ value: persona.id, title: persona.name })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { persona: 'anonymous' },
  decorators: [withPersona],
  loaders: [
    async () => {
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: './mockServiceWorker.js' } });
      // The JSONP calls' frames are outside the worker's reach (.storybook/jsonp-frames.ts).
      if (!jsonpAnswered) {
        jsonpAnswered = true;
        answerJsonpFrames(document);
      }
      return {};
    },
  ],
  parameters: { layout: 'padded' },
};

export default preview;
