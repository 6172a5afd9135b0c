import type { Meta, StoryObj } from '@storybook/react-vite';
import { useStore } from '@nanostores/react';
import { $identity, $identityReady } from '../src/page/index.ts';

/**
 * What every element knows about the visitor: the identity snapshot of CONTRACT section 5 for
 * the persona chosen in the toolbar, read from the cookies and the emulated services (through
 * MSW). Changing the persona re-reads the cookies without a reload.
 */
function IdentitySnapshot() {
  const identity = useStore($identity);
  const ready = useStore($identityReady);
  return (
    <section aria-labelledby="identity-heading">
      <h2 id="identity-heading">Identity snapshot {ready ? '' : '(reading...)'}</h2>
      <table>
        <tbody>
          {Object.entries(identity).map(([field, value]) => (
            <tr key={field}>
              <th scope="row">{field}</th>
              <td>
                <code>{JSON.stringify(value)}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

const meta: Meta = { title: 'Shared state/Identity', component: IdentitySnapshot };
export default meta;
export const ForTheToolbarPersona: StoryObj = {};
