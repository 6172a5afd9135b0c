// @vitest-environment happy-dom
/**
 * The page wall's panel (src/core/ui/wall-panel.tsx) and the walls' once-per-page decision
 * (src/core/ui/use-decided-once.ts), in happy-dom with React.
 */
import { act, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useDecidedOnce } from '../../../../src/core/ui/use-decided-once.ts';
import { WallPanel } from '../../../../src/core/ui/wall-panel.tsx';

// React's act() environment, for the renders below; each test's root is unmounted after it.
const roots: Root[] = [];
beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true }));
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.replaceChildren();
});

/** Renders `node` into a new root, synchronously as the harness does (flushSync). */
function renderNow(node: ReactNode): { host: HTMLElement; root: Root } {
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  roots.push(root);
  act(() => flushSync(() => root.render(node)));
  return { host, root };
}

describe('WallPanel', () => {
  it('is a region labelled by its heading, with the texts as text and the links', () => {
    const { host } = renderNow(
      <WallPanel
        block="x-wall"
        heading="<b>Join</b> us"
        body="Read <i>on</i>"
        links={[
          { text: 'Join', href: 'https://secure.example.org/mem/join', primary: true },
          { text: 'Log in', href: '/login' },
        ]}
      />,
    );
    const panel = host.querySelector('section')!;
    expect(panel.className).toBe('x-wall');
    const heading = panel.querySelector('h2')!;
    expect(heading.className).toBe('x-wall__heading');
    expect(panel.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(document.getElementById(heading.id)).toBe(heading);
    expect(heading.textContent).toBe('<b>Join</b> us');
    expect(panel.querySelector('b, i')).toBeNull();
    expect(panel.querySelector('.x-wall__body')!.textContent).toBe('Read <i>on</i>');
    const links = [...panel.querySelectorAll('.x-wall__actions > a.x-wall__link')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.hasAttribute('data-primary')])).toEqual([
      ['Join', 'https://secure.example.org/mem/join', true],
      ['Log in', '/login', false],
    ]);
  });

  it('two panels on a page have different heading ids', () => {
    const { host } = renderNow(
      <>
        <WallPanel block="x-wall" heading="One" body="" links={[]} />
        <WallPanel block="x-wall" heading="Two" body="" links={[]} />
      </>,
    );
    const [one, two] = host.querySelectorAll('h2');
    expect(one!.id).not.toBe(two!.id);
  });
});

describe('useDecidedOnce', () => {
  const seen: Array<string | undefined> = [];
  // The element, as the harness leaves it while it mounts the view.
  let element: HTMLElement;
  beforeEach(() => {
    element = document.createElement('x-wall');
    element.setAttribute('data-element-state', 'loading');
  });
  function Probe({ start, decide }: { start: () => Promise<unknown>; decide: (final: boolean) => string | undefined }) {
    const decision = useDecidedOnce(element, start, decide);
    seen.push(decision);
    return <p>{decision ?? 'pending'}</p>;
  }
  afterEach(() => {
    seen.length = 0;
  });

  it('a sure answer at once is the first render, and the reading is started first', async () => {
    const calls: string[] = [];
    const { host } = renderNow(
      <Probe
        start={() => {
          calls.push('start');
          return Promise.resolve();
        }}
        decide={(final) => {
          calls.push(`decide ${final}`);
          return 'locked';
        }}
      />,
    );
    expect(seen).toEqual(['locked']);
    expect(host.textContent).toBe('locked');
    await act(() => Promise.resolve());
    expect(calls).toEqual(['start', 'decide false']);
  });

  it('no answer at once: decides when the reading is complete, once', async () => {
    let complete!: () => void;
    const reading = new Promise<void>((resolve) => (complete = resolve));
    let answer = 'open';
    const decide = (final: boolean) => (final ? answer : undefined);
    const { host, root } = renderNow(<Probe start={() => reading} decide={decide} />);
    expect(host.textContent).toBe('pending');
    expect(element.getAttribute('data-element-state')).toBe('loading');
    await act(async () => complete());
    expect(host.textContent).toBe('open');
    // Held `loading` while undecided (deferReady), `ready` with the decision's render.
    expect(element.getAttribute('data-element-state')).toBe('ready');
    answer = 'locked';
    act(() => root.render(<Probe start={() => reading} decide={decide} />));
    expect(host.textContent).toBe('open');
  });

  it('unmounted before the reading completes: nothing happens', async () => {
    let complete!: () => void;
    const reading = new Promise<void>((resolve) => (complete = resolve));
    const { root } = renderNow(<Probe start={() => reading} decide={(final) => (final ? 'late' : undefined)} />);
    act(() => root.unmount());
    await complete();
    expect(seen).toEqual([undefined]);
  });
});
