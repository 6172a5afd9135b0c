/**
 * Page behaviours whose code loads only where it has work: each states a cheap test (is there a
 * link it may change, is this one of its pages?) and the import that does the work. A page
 * without such content never fetches the code (docs/decisions.md, "Shared chunks (issue 12)").
 */
import type { Behaviour } from './index.ts';

const pending = new WeakMap<Document, Set<Promise<void>>>();

/**
 * A behaviour named `name` that, when `applies(root, doc)`, imports its work with `load` and runs
 * it on `root`. The import is fetched once (the module registry keeps it); a failed import is
 * reported and the page goes on.
 */
export function lazyBehaviour(
  name: string,
  applies: (root: ParentNode, doc: Document) => boolean,
  load: () => Promise<(root: ParentNode, doc: Document) => void>,
): Behaviour {
  const behaviour: Behaviour = (root, doc) => {
    if (!applies(root, doc)) return;
    const work = load()
      .then((run) => run(root, doc))
      .catch((error: unknown) => console.error(`member-elements: the ${name} behaviour could not run`, error))
      .finally(() => pending.get(doc)?.delete(work));
    let set = pending.get(doc);
    if (!set) pending.set(doc, (set = new Set()));
    set.add(work);
  };
  Object.defineProperty(behaviour, 'name', { value: name });
  return behaviour;
}

/** Settles once every lazy behaviour started on `doc` so far has run (or failed); at once when none is waiting. */
export async function behavioursSettled(doc: Document): Promise<void> {
  for (let set = pending.get(doc); set?.size; set = pending.get(doc)) await Promise.all(set);
}
