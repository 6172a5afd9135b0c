/**
 * The page behaviour for personalisation tokens (site 3.6, 7.8): watch for TOKEN_REPLACE, and fill
 * content the CMS inserts later with the latest values (src/core/dom/tokens.ts does the filling).
 */
import { fillTokens, latestTokens, watchTokenReplace } from '../core/dom/tokens.ts';
import type { Behaviour } from './index.ts';

/** The page behaviour: watch for tokens, and fill content the CMS inserts later. */
export const personalisationTokens: Behaviour = (root, doc) => {
  watchTokenReplace(doc);
  const tokens = latestTokens.get(doc);
  if (tokens && root !== doc) fillTokens(root, tokens);
};
