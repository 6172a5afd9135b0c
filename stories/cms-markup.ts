/**
 * What a cms-template renders inside its element, as a string: the `cms` of a Component story
 * (ViewStory puts it in the host before the view's own root), so those stories show the same
 * CMS markup as the element's stories, the demo site and the tests.
 */
import { render, type TemplateResult } from 'lit-html';

export function cmsInner(template: TemplateResult): string {
  const container = document.createElement('div');
  render(template, container);
  return container.firstElementChild?.innerHTML ?? '';
}
