/**
 * Saved-benefits configuration (site 3.9, 2.10): embedded JSON, then the JSON at `data-json-url`,
 * then `data-servlet-path` (CONTRACT section 2). Field names are the spec's own.
 */
import * as v from 'valibot';
import { flag, integer, requiredText, text } from '../../core/schema.ts';

export const savedBenefitsSchema = v.object({
  servletPath: requiredText('The offers list (site 3.8, 7.4): a path on this site, answered with an array of offers. Attribute data-servlet-path.'),
  label: text('', 'Label above the title of the empty / anonymous view.'),
  title: text('', 'Title of the empty / anonymous view.'),
  description: text('', 'Description of the empty / anonymous view.'),
  fileReferenceDesktop: text('', 'Image of the empty view from min-width 1024 px.'),
  fileReferenceTablet: text('', 'Image of the empty view from min-width 768 px.'),
  fileReferenceMobile: text('', 'Image of the empty view up to max-width 767 px (also the fallback image).'),
  alt: text('', "The image's text alternative ('' marks it decorative)."),
  loginURL: text('', "Anonymous visitors' primary 'log in' button: its address."),
  loginText: text('Log In', "Anonymous visitors' primary 'log in' button: its text."),
  createLoginURL: text('', "Anonymous visitors' secondary 'create login' button: its address."),
  createLoginText: text('Create Login', "Anonymous visitors' secondary 'create login' button: its text."),
  titleLoggedIn: text('', 'Title of the logged-in list view.'),
  descriptionLoggedIn: text('', 'Description of the logged-in list view.'),
  bannerDisplayOrder: integer(
    3,
    "With enableBanner: the copy of the page's [data-promo-banner] goes after this many cards (after the last when there are fewer).",
  ),
  enableBanner: flag(false, "Put a copy of the page's [data-promo-banner] into the list."),
  offerViewAnalyticsId: text('', 'Analytics id pushed when an offer is opened.'),
  offerRemoveAnalyticsId: text('', "Analytics id pushed when 'remove offer' is used."),
  undoRemoveAnalyticsId: text('', 'Analytics id pushed when a removal is undone.'),
  loginToSaveAnalyticsId: text('', "Analytics id pushed when the 'log in' button is used."),
  createLoginAnalyticsId: text('', "Analytics id pushed when the 'create login' button is used."),
});

export type SavedBenefitsConfig = v.InferOutput<typeof savedBenefitsSchema>;
