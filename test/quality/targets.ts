/**
 * What the quality gates cover: every demo page (cms-templates/pages), every persona, and the
 * services each element calls. Adding an element's pages to `demoPages` (and its services to its
 * `elements/<tag>/element.ts` meta) puts it under every gate: accessibility, CSP, the fault matrix,
 * hostile input and the bench.
 */
import { elementMetas } from '../../elements/index.ts';
import { demoPages, type DemoPage } from '../../cms-templates/pages/index.ts';
import { personas, type Persona } from '../../fixtures/personas.ts';

export const qualityPages: readonly DemoPage[] = demoPages;

/** Personas a visitor can be (the deliberately broken cookie personas are for identity tests). */
export const qualityPersonas: readonly Persona[] = personas.filter((persona) => !/^(garbage|hostile)-cookie$/.test(persona.id));

/**
 * The pages the axe sweep visits as `persona`. Every persona visits every page, except the
 * brain-health programme's personas (`bh-*`): what sets them apart (programme user type,
 * sponsor, trial) shows on the programme's pages and in the header, so they visit the
 * brain-health pages and the home page. The main site's pages render for them as for the
 * site's own member personas, which visit everything. This keeps the sweep's time in CI
 * in bounds as pages and elements are added.
 */
export function axePagesFor(persona: Persona): readonly DemoPage[] {
  if (!persona.id.startsWith('bh-')) return qualityPages;
  return qualityPages.filter((page) => page.id === 'home' || page.id.startsWith('brain-health'));
}

/**
 * The page API runs on every page (identity, CONTRACT section 5): the services it calls, as
 * emulator path globs.
 */
export const PAGE_API_SERVICES: readonly string[] = [
  '/applications/CoreApi/user/known',
  '/applications/CoreApi/user/info',
  '/applications/loyalty-catalog/member/*',
];

/** Whether `path` matches one of the emulator's path globs above (`*` is any run of characters). */
export function globMatch(pattern: string, path: string): boolean {
  return new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  ).test(path);
}

/** Services each element calls (emulator path globs), from the elements' metadata. */
export const elementServices: Readonly<Record<string, readonly string[]>> = Object.fromEntries(elementMetas.map((meta) => [meta.tag, meta.services ?? []]));

/** A page of each element, for gates that need the element once rather than on every page. */
export function pageOf(tag: string): DemoPage | undefined {
  return qualityPages.find((page) => page.elements.includes(tag));
}
