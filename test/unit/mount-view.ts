/**
 * Mounts an element's React view in happy-dom as the harness does (`reactView`: a render root of
 * its own inside the host, the first render synchronous), inside React's `act`, and unmounts
 * every view after each test. Store changes and clicks that re-render go through `act` too.
 */
import { act, type ComponentType } from 'react';
import { afterEach, beforeAll } from 'vitest';
import type { ViewProps } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';

const mounted = new Set<() => void>();

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  for (const unmount of [...mounted]) unmount();
});

/** Mounts `component` on `props.host`; returns the function that unmounts it (as the harness would on disconnect). */
export function mountView<C>(component: ComponentType<ViewProps<C>>, props: ViewProps<C>): () => void {
  const view = reactView(component);
  let rendered: ReturnType<typeof view.mount> | undefined;
  act(() => {
    rendered = view.mount(props.host, props);
  });
  const unmount = () => {
    if (!mounted.delete(unmount)) return;
    act(() => view.unmount(rendered!));
  };
  mounted.add(unmount);
  return unmount;
}
