/**
 * A consumer of the published package, type-checked against the built dist/types after
 * `npm run build` (npm run test:dist). It fails to compile if a tag loses its
 * HTMLElementTagNameMap or JSX entry, or the page API its types.
 */
import { confirm, identity, ready, type ConfirmOptions, type IdentitySnapshot } from 'member-elements';

export async function readIdentity(): Promise<IdentitySnapshot> {
  await ready;
  return identity();
}

// CONTRACT 5: the confirmation modal, from module code and from the page global.
const options: ConfirmOptions = { title: 'Remove?', message: 'It goes from your list.', positiveButtonText: 'Yes', negativeButtonText: 'No' };
export const answer: Promise<boolean> = confirm(options);
export const fromGlobal: Promise<boolean> | undefined = window.memberElements?.confirm(options);

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
