import type { Meta, StoryObj } from '@storybook/react-vite';
import { html } from 'lit-html';
import { cmsCards, recommendationCardTemplate } from '../cms-templates/recommended-for-you.ts';
import { renderToString } from '../cms-templates/render.ts';
import { SERVICES_PATH } from '../.storybook/emulator-worker.ts';
import { RecommendedForYou } from '../src/features/recommended-for-you/RecommendedForYou.tsx';
import { resetRecommendationBatch } from '../src/features/recommended-for-you/recommended-for-you.browser.ts';
import type { RecommendedForYouConfig } from '../src/features/recommended-for-you/recommended-for-you.schema.ts';
import { ViewStory } from './ViewStory.tsx';

/**
 * `RecommendedForYou`, the React view of `<recommended-for-you>`, rendered directly with a typed
 * config (the CMS-markup stories are in recommended-for-you.stories.tsx). The host holds the CMS's
 * own cards, which stay until the emulated service (MSW) answers; each story is a page of its own
 * (one request per page, site 7.6).
 */
const cms = (locale: 'en' | 'es') =>
  renderToString(html`<h2>${locale === 'es' ? 'Recomendado para usted' : 'Recommended for you'}</h2>
    <ul>
      ${cmsCards(locale, 3).map(recommendationCardTemplate)}
    </ul>`);

const config: RecommendedForYouConfig = {
  componentId: 'rfy-component-1',
  model: 'articles',
  count: '3',
  placement: 'story',
  filter: '',
  mainHosts: ['www.example.org'],
  domain: undefined,
  appDomain: undefined,
  fallbackUrl: `${SERVICES_PATH}etc/member/recommendations/consolidatedFallbackContent.json`,
};

const meta: Meta<typeof RecommendedForYou> = {
  title: 'Content/recommended-for-you/Component',
  component: RecommendedForYou,
  tags: ['autodocs'],
  // A story is a page: its container joins a request of its own.
  beforeEach: () => resetRecommendationBatch(document),
  args: {
    config,
    locale: 'en',
    authoring: false,
  },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'es'] },
    host: { table: { disable: true } },
    t: { table: { disable: true } },
  },
  render: ({ config: given = config, locale = 'en', authoring }) => (
    <ViewStory
      key={JSON.stringify([given, locale, authoring])}
      view={RecommendedForYou}
      tag="recommended-for-you"
      config={given}
      locale={locale}
      authoring={authoring ?? false}
      cms={cms(locale === 'es' ? 'es' : 'en')}
    />
  ),
};
export default meta;

type Story = StoryObj<typeof RecommendedForYou>;

/** Articles from the service, in place of the CMS's cards. */
export const Articles: Story = {};
export const Spanish: Story = { args: { locale: 'es' } };
/** A model the service does not know: it answers an errorCode, and the fallback content shows. */
export const Fallback: Story = { args: { config: { ...config, model: 'unknown-model' } } };
/** Authoring mode: the CMS's cards stay as authored; nothing is asked for. */
export const Authoring: Story = { args: { authoring: true } };
