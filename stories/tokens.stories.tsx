import type { Meta, StoryObj } from '@storybook/react-vite';
import tokensCss from '../src/styles/tokens.css?raw';
import '../src/styles/elements.css';

/**
 * The design tokens of src/styles/tokens.css, read from the file itself: every colour with its
 * swatch, the type scale, spacing, corners, shadows and motion. A host site or partner re-themes
 * the elements by setting these custom properties (on `:root`, or on an element such as
 * `ask-widget`).
 */
const tokens = [...tokensCss.matchAll(/(--me-[\w-]+):\s*([^;]+);/g)].map((match) => ({ name: match[1]!, value: match[2]!.trim() }));
const group = (prefix: string) => tokens.filter((token) => token.name.startsWith(prefix));

function Table({ title, prefix, sample }: { title: string; prefix: string; sample: (name: string) => React.ReactNode }) {
  return (
    <section style={{ marginBlock: '1.5rem' }}>
      <h2>{title}</h2>
      <table style={{ borderCollapse: 'collapse', fontSize: 'var(--me-font-size-body)' }}>
        <thead>
          <tr>
            <th style={{ textAlign: 'start', padding: '0.5rem' }}>Token</th>
            <th style={{ textAlign: 'start', padding: '0.5rem' }}>Default</th>
            <th style={{ textAlign: 'start', padding: '0.5rem' }}>Sample</th>
          </tr>
        </thead>
        <tbody>
          {group(prefix).map((token) => (
            <tr key={token.name}>
              <td style={{ padding: '0.5rem' }}>
                <code>{token.name}</code>
              </td>
              <td style={{ padding: '0.5rem' }}>
                <code>{token.value}</code>
              </td>
              <td style={{ padding: '0.5rem' }}>{sample(token.name)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Tokens() {
  return (
    <div style={{ fontFamily: 'var(--me-font-family)', color: 'var(--me-color-text)' }}>
      <h1>Design tokens</h1>
      <p>Set any of these on :root (the whole page) or on one element to re-theme the library.</p>
      <Table
        title="Colours"
        prefix="--me-color-"
        sample={(name) => (
          <span
            aria-hidden="true"
            style={{ display: 'inline-block', width: '4rem', height: '2rem', background: `var(${name})`, border: '1px solid var(--me-color-border)' }}
          />
        )}
      />
      <Table
        title="Type"
        prefix="--me-font-"
        sample={(name) => <span style={name.includes('weight') ? { fontWeight: `var(${name})` } : { fontSize: `var(${name})` }}>Membership benefits</span>}
      />
      <Table
        title="Spacing"
        prefix="--me-space-"
        sample={(name) => (
          <span aria-hidden="true" style={{ display: 'inline-block', height: '1rem', width: `var(${name})`, background: 'var(--me-color-accent)' }} />
        )}
      />
      <Table
        title="Corners"
        prefix="--me-radius-"
        sample={(name) => (
          <span
            aria-hidden="true"
            style={{ display: 'inline-block', width: '3rem', height: '3rem', borderRadius: `var(${name})`, border: '2px solid var(--me-color-accent)' }}
          />
        )}
      />
      <Table
        title="Shadows"
        prefix="--me-shadow-"
        sample={(name) => (
          <span
            aria-hidden="true"
            style={{ display: 'inline-block', width: '4rem', height: '2rem', boxShadow: `var(${name})`, background: 'var(--me-color-surface)' }}
          />
        )}
      />
      <Table title="Focus and motion" prefix="--me-focus-" sample={() => <button type="button">Focus me</button>} />
      <Table title="Durations" prefix="--me-duration-" sample={() => null} />
    </div>
  );
}

const meta: Meta<typeof Tokens> = { title: 'Foundations/Design tokens', component: Tokens };
export default meta;
export const All: StoryObj<typeof Tokens> = {};
