import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import '../elements/recommended-for-you/define.ts';
import { cmsCards, recommendedForYouTemplate } from '../cms-templates/recommended-for-you.ts';
import { SERVICES_PATH } from '../.storybook/emulator-worker.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { usePageLocale } from './use-page-locale.ts';
import { atWidth, viewportOptions } from './viewports.ts';

/**
 * `<recommended-for-you>` (site 2.11, 3.11, 8): three containers sharing one request to the
 * emulated service (MSW). The CMS's own cards show until the answer replaces them; a model the
 * service does not know answers with an errorCode, and every container shows the fallback
 * content instead (shuffled, never repeated).
 */
interface Args {
  locale: 'en' | 'es';
  models: string;
  count: string;
}

function RecommendationsStory({ locale, models, count }: Args) {
  const key = usePageLocale(locale);
  const list = models
    .split(',')
    .map((model) => model.trim())
    .filter(Boolean);
  return (
    <main key={`${key}-${models}-${count}`}>
      {list.map((model, index) => (
        <LitTemplate
          key={`${model}-${index}`}
          template={recommendedForYouTemplate({
            componentId: `rfy-story-${index + 1}`,
            model,
            count,
            placement: 'story',
            heading: `${model} for you`,
            cards: cmsCards(locale, Number(count) || 3, index * 2),
            config: { mainHosts: ['www.example.org'], fallbackUrl: `${SERVICES_PATH}etc/member/recommendations/consolidatedFallbackContent.json` },
          })}
        />
      ))}
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Content/recommended-for-you',
  parameters: viewportOptions,
  component: RecommendationsStory,
  args: { locale: 'en', models: 'articles,events,videos', count: '3' },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'es'] },
    models: { control: 'text', description: 'data-model of each container, comma-separated' },
    count: { control: 'text', description: "data-count of every container ('0' drops them from the request)" },
  },
};
export default meta;

type Story = StoryObj<Args>;

/** Three containers, one request: articles, events and videos. */
export const ThreeContainers: Story = {};
export const Spanish: Story = { args: { locale: 'es' } };
/** An unknown model: the service answers an errorCode, so every container shows the fallback. */
export const Fallback: Story = { args: { models: 'articles,unknown-model,videos' } };
export const Narrow: Story = { globals: atWidth('w320') };
