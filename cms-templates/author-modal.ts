/**
 * The markup the CMS renders for an author-configured modal (CONTRACT 4b, site 2.6): a link to
 * `#modal-id-...` anywhere on the page, and the modal's content in `<author-modal>`. The demo
 * site, the stories and the tests render these templates.
 */
import { html, nothing, type TemplateResult } from 'lit-html';

export interface AuthorModalFields {
  /** The modal's id; starts with modal-id. */
  id: string;
  /** The first heading: the dialog's name. Empty: no heading. */
  heading: string;
  /** Paragraphs of the body. */
  paragraphs: readonly string[];
  /** An optional link inside a sentence of the content (`before` and `after` are the sentence around it). */
  link?: { before: string; href: string; text: string; after: string };
}

export const authorModalTemplate = ({ id, heading, paragraphs, link }: AuthorModalFields): TemplateResult =>
  html`<author-modal id=${id}>${heading ? html`<h2>${heading}</h2>` : nothing}${paragraphs.map((text) => html`<p>${text}</p>`)}${
    link ? html`<p>${link.before}<a href=${link.href}>${link.text}</a>${link.after}</p>` : nothing
  }</author-modal>`;

/** A link that opens the modal `id` (`href` may also be a full URL to the same page). */
export const authorModalLinkTemplate = (id: string, text: string, href = `#${id}`): TemplateResult => html`<a href=${href}>${text}</a>`;

/** The demo's newsletter modal (the benefits-category page). */
export const NEWSLETTER_MODAL: AuthorModalFields = {
  id: 'modal-id-newsletter',
  heading: 'Travel deals newsletter',
  paragraphs: [
    'Get new member discounts on cruises, hotels and tours by email every two weeks.',
    'You can stop the emails at any time from the link at the bottom of each one.',
  ],
  link: { before: 'Offers you save from the emails appear among ', href: '/benefits/saved-benefits/', text: 'your saved benefits', after: '.' },
};
