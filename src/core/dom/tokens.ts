/**
 * Personalisation tokens on the page (site 3.6, 7.8 'TOKEN_REPLACE'). The identity store raises
 * `TOKEN_REPLACE` with the token values (firstName, userName, points, ...) whenever they change;
 * CMS markup marks where a token goes with `data-token="<name>"` (our choice: the spec names the
 * event, not the markup). The value is set as text, never as HTML. The identity store starts the
 * watch; the page behaviour of src/behaviours/tokens.ts fills content inserted later.
 */
import { elementsIn } from './query.ts';

/** The latest token values heard on each document. */
export const latestTokens = new WeakMap<Document, Readonly<Record<string, string>>>();
const watched = new WeakSet<Document>();

/** Puts each token's value into the `[data-token]` elements under `root`. */
export function fillTokens(root: ParentNode, tokens: Readonly<Record<string, string>>): void {
  for (const element of elementsIn(root, '[data-token]')) {
    const name = element.getAttribute('data-token') ?? '';
    if (!Object.hasOwn(tokens, name)) continue;
    const value = tokens[name] ?? '';
    if (element.textContent !== value) element.textContent = value;
  }
}

/** Listens (once per document) for TOKEN_REPLACE and fills the page with each new set. */
export function watchTokenReplace(doc: Document): void {
  if (watched.has(doc)) return;
  watched.add(doc);
  doc.addEventListener('TOKEN_REPLACE', (event) => {
    const detail: unknown = (event as CustomEvent).detail;
    if (typeof detail !== 'object' || detail === null) return;
    const tokens = Object.fromEntries(Object.entries(detail).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    latestTokens.set(doc, tokens);
    fillTokens(doc, tokens);
  });
}
