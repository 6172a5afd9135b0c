/**
 * `<my-list-count>`'s rules (brain-health 2.4, 4.14, 6; CONTRACT 4c): what the element shows for
 * what it knows. The count itself is domain/my-list.ts's. Pure.
 *
 * States (the host's `data-my-list-state`): `vendor` (vendor mode: the whole element hidden,
 * nothing asked), `waiting` (identity not read yet), `signed-out` (no token: nothing asked, nothing
 * shown), `loading`, `count` (a count above 0, shown), `empty` (0: nothing shown), `failed`
 * (nothing shown; the console says why).
 */
export type MyListState = 'vendor' | 'waiting' | 'signed-out' | 'loading' | 'count' | 'empty' | 'failed';

/** The state for a reading: the count when there is one, else why there is none. */
export function myListState(facts: {
  vendorMode: boolean;
  identityRead: boolean;
  token: string | undefined;
  result: { ok: boolean; count?: number } | undefined;
}): MyListState {
  if (facts.vendorMode) return 'vendor';
  if (!facts.token) return facts.identityRead ? 'signed-out' : 'waiting';
  if (!facts.result) return 'loading';
  if (!facts.result.ok) return 'failed';
  return (facts.result.count ?? 0) > 0 ? 'count' : 'empty';
}
