import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import '../elements/research-rail/define.ts';
import '../elements/share-bar/define.ts';
import { researchArticle } from '../cms-templates/pages/index.ts';
import { researchArticleTemplate } from '../cms-templates/research-rail.ts';
import { LitTemplate } from './LitTemplate.tsx';

/**
 * `<research-rail>` (site 2.13, 9) on the research article, with its share bar. Resize the
 * frame: below 1179 px the download link and the supporting material move into the article's
 * placeholders; from 1180 px they are back in the rail, which is sticky (header height + 40 px)
 * and stops above the full-width ad block. (The two-column layout is the page’s: see the demo
 * page /research/topics/caregiving/caregiving-in-2027.html.)
 */
interface Args {
  withAd: boolean;
}

function ResearchRailStory({ withAd }: Args) {
  return (
    <main key={String(withAd)}>
      <LitTemplate template={researchArticleTemplate({ ...researchArticle(), noAd: !withAd })} />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Content/research-rail',
  component: ResearchRailStory,
  args: { withAd: true },
  argTypes: { withAd: { control: 'boolean', description: 'A full-width ad block (data-full-width-ad) in the article' } },
  parameters: { layout: 'fullscreen' },
};
export default meta;

type Story = StoryObj<Args>;
export const ResearchArticle: Story = {};
export const WithoutAdBlock: Story = { args: { withAd: false } };
