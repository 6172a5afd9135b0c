/**
 * React views for the harness. Lives in the shared runtime chunk with React, so every React
 * element on a page shares one React. Renders into a dedicated child of the element (or its
 * shadow root), so the CMS content inside the element survives.
 */
import {
  Component,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { reportElementError, type View, type ViewProps } from './element.ts';
import { describeError } from './error-text.ts';

export const MOUNT_ATTRIBUTE = 'data-element-root';

interface Rendered {
  root: Root;
  node: HTMLElement | ShadowRoot;
  created: HTMLElement | undefined;
}

export function reactView<C>(ViewComponent: ComponentType<ViewProps<C>>): View<C, Rendered> {
  // Rendered synchronously (flushSync), as a plain-DOM view would: when mount or update returns
  // the element's markup is in the page, so the harness's `ready` means the content is there,
  // the page is laid out once with it (no second layout, no shift), and a test or a script that
  // waits for `ready` can read it. Later renders (store changes, events) are React's own.
  const render = (rendered: Rendered, props: ViewProps<C>) => {
    const tag = props.host.localName;
    flushSync(() =>
      rendered.root.render(
        <Boundary onError={(error) => reportElementError(props.host, tag, `failed to render (${describeError(error)})`)}>
          <ViewComponent {...props} />
        </Boundary>,
      ),
    );
  };
  return {
    mount(container, props) {
      let created: HTMLElement | undefined;
      let node: HTMLElement | ShadowRoot = container;
      if (!(container instanceof ShadowRoot)) {
        created = container.ownerDocument.createElement('div');
        created.setAttribute(MOUNT_ATTRIBUTE, '');
        container.append(created);
        node = created;
      }
      const rendered = { root: createRoot(node), node, created };
      render(rendered, props);
      return rendered;
    },
    update: render,
    unmount(rendered) {
      rendered.root.unmount();
      rendered.created?.remove();
    },
  };
}

class Boundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Width of the viewport in CSS px, kept current (a hook for React views). */
export function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}

const mediaLists = new WeakMap<Window, Map<string, MediaQueryList>>();

/** One `MediaQueryList` per window and query, for every view that asks (none made per render). */
function mediaList(win: Window, query: string): MediaQueryList {
  let lists = mediaLists.get(win);
  if (!lists) mediaLists.set(win, (lists = new Map()));
  let list = lists.get(query);
  if (!list) lists.set(query, (list = win.matchMedia(query)));
  return list;
}

/**
 * Whether the media query `query` matches in `win`, kept current (a hook for React views). Read
 * from `matchMedia` on the first render, so a view is right the first time (no second render, no
 * layout read); a change across the query's edge re-renders.
 */
export function useMediaQuery(query: string, win: Window = window): boolean {
  const list = mediaList(win, query);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(subscribe, () => list.matches);
}

/**
 * A ref that always holds the latest `value`, for callbacks that outlive a render (a writer's
 * events, a fetch's answer, a dialog's close) and must call the view's current props. Updated
 * after each commit, before any effect runs; read it in effects and callbacks, never in render.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * Keeps `attributes` on the host, for styles and tests (`data-*-state` and the like): set after
 * every commit, all taken off when the view unmounts.
 */
export function useHostAttributes(host: HTMLElement, attributes: Readonly<Record<string, string>>): void {
  const names = useRef(new Set<string>());
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(attributes)) {
      host.setAttribute(name, value);
      names.current.add(name);
    }
  });
  useLayoutEffect(
    () => () => {
      for (const name of names.current) host.removeAttribute(name);
    },
    [host],
  );
}

/**
 * The element's own content (the CMS markup) as HTML, without the view's mount point: for an
 * error that quotes the markup it could not use.
 */
export function cmsMarkup(host: HTMLElement): string {
  return [...host.childNodes]
    .filter((node) => !(node instanceof Element && node.hasAttribute(MOUNT_ATTRIBUTE)))
    .map((node) => (node instanceof Element ? node.outerHTML : (node.textContent ?? '')))
    .join('');
}
