/**
 * The CMS markup inside an element's template, without the element's own tag: for the Component
 * stories, where ViewStory makes the host and the view enhances what is put inside it.
 */
import type { TemplateResult } from 'lit-html';
import { renderToString } from '../cms-templates/render.ts';

export function cmsInside(template: TemplateResult): string {
  const parsed = document.createElement('template');
  parsed.innerHTML = renderToString(template);
  return parsed.content.firstElementChild?.innerHTML ?? '';
}
