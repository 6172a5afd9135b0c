/**
 * A consumer of the published package, type-checked against the built dist/types after
 * `npm run build` (npm run test:dist). It fails to compile if a tag loses its
 * HTMLElementTagNameMap or JSX entry, or the page API its types.
 */
import { identity, ready, type IdentitySnapshot } from 'member-elements';

export async function readIdentity(): Promise<IdentitySnapshot> {
  await ready;
  return identity();
}

const link: HTMLElement | null = document.querySelector('cobrowse-link');
export const tagName: 'cobrowse-link' | undefined = link ? 'cobrowse-link' : undefined;

export const footer = (
  <footer>
    <cobrowse-link data-enabled="true" data-label="Cobrowse">
      <a href="https://cobrowse.example/start">Cobrowse</a>
    </cobrowse-link>
  </footer>
);

// @ts-expect-error: attributes are strings, as the CMS writes them.
export const wrong = <cobrowse-link data-enabled={5} />;
