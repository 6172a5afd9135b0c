/**
 * The markup the CMS renders for a research article (CONTRACT 4b, site 2.13): the article body
 * with the two tablet placeholders, the right rail with its download link and supporting
 * material, and a full-width ad block (data-full-width-ad) that stops the sticky rail. The demo
 * site, the stories and the tests render this one template. The two-column layout from 1180 px
 * is the page's (fixtures/site/demo.css, `.research-layout`).
 */
import { html, type TemplateResult } from 'lit-html';

export interface ResearchArticleFields {
  /** Paragraphs before the download placeholder. */
  summary: readonly string[];
  /** Paragraphs after it, before the ad block. */
  body: readonly string[];
  /** Paragraphs after the ad block. */
  after: readonly string[];
  download: { href: string; text: string };
  supporting: TemplateResult;
  /** The rail's other content, kept in the rail at every width. */
  railExtra?: TemplateResult;
  /** Leave the full-width ad block out. */
  noAd?: boolean;
  /** The share bar, first in the layout (a column of its own from 1025 px). */
  share?: TemplateResult;
}

const paragraphs = (texts: readonly string[]) => texts.map((text) => html`<p>${text}</p>`);

export const researchRailTemplate = ({ download, supporting, railExtra }: Pick<ResearchArticleFields, 'download' | 'supporting' | 'railExtra'>) =>
  html`<research-rail><aside aria-label="About this report"><a data-rail-download href=${download.href}>${download.text}</a>
      <div data-supporting-material>${supporting}</div>${railExtra ?? ''}</aside></research-rail>`;

export const researchArticleTemplate = (fields: ResearchArticleFields) =>
  html`<div class="research-layout">
    ${fields.share ?? ''}
    <div class="research-body">
      ${paragraphs(fields.summary)}
      <div data-tablet-placeholder="download"></div>
      ${paragraphs(fields.body)}
      ${fields.noAd ? '' : html`<div data-full-width-ad class="full-width-ad"><p>Advertisement</p></div>`}
      ${paragraphs(fields.after)}
      <div data-tablet-placeholder="supporting"></div>
    </div>
    ${researchRailTemplate(fields)}
  </div>`;
