/**
 * The bench's React floor (scripts/bench/floors.mjs): the least a React 19 custom element can
 * cost, with no harness and no r2wc. A strip-sized greeting, rendered by createRoot; it marks
 * itself ready after React's commit, in a layout effect, so the bench's probe sees the markup
 * there. Bundled by the bench with the project's react and react-dom.
 */
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';

function Greeting({ host }: { host: HTMLElement }) {
  useLayoutEffect(() => host.setAttribute('data-element-state', 'ready'), [host]);
  return (
    <section aria-label="Your membership">
      <h2>Welcome back, Pat</h2>
      <p>Your membership renews automatically on 15 March 2027.</p>
      <a href="/account/">See your membership</a>
    </section>
  );
}

customElements.define(
  'react-floor',
  class extends HTMLElement {
    connectedCallback() {
      createRoot(this).render(<Greeting host={this} />);
    }
  },
);
