import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import '../src/styles/elements.css';
import '../elements/savings-tiles/define.ts';
import { DEMO_SAVINGS_TILES, savingsTilesTemplate } from '../cms-templates/savings-tiles.ts';
import { LitTemplate } from './LitTemplate.tsx';

/**
 * `<savings-tiles>` (site 2.12, 5): the tiles in the order of the `savingcards` query parameter.
 * The control writes the parameter into the story frame's URL and upgrades the tiles again.
 * Letters and hyphens only, else the default r-ar-h-m-air-c-b-ag-ra-a-cr-ads; tiles it does not
 * name follow in the CMS's order.
 */
interface Args {
  savingcards: string;
}

function SavingsTilesStory({ savingcards }: Args) {
  const [key, setKey] = useState(0);
  useEffect(() => {
    const url = new URL(window.location.href);
    if (savingcards) url.searchParams.set('savingcards', savingcards);
    else url.searchParams.delete('savingcards');
    window.history.replaceState(window.history.state, '', url);
    setKey((k) => k + 1);
  }, [savingcards]);
  return (
    <main key={key}>
      <LitTemplate template={savingsTilesTemplate({ tiles: DEMO_SAVINGS_TILES })} />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Content/savings-tiles',
  component: SavingsTilesStory,
  args: { savingcards: '' },
  argTypes: { savingcards: { control: 'text', description: 'The savingcards query parameter (letters and hyphens only)' } },
};
export default meta;

type Story = StoryObj<Args>;
/** No parameter: the default order r-ar-h-m-air-c-b-ag-ra-a-cr-ads. */
export const DefaultOrder: Story = {};
/** Hotels and airfare first; the other tiles follow in the CMS's order. */
export const PartialOrder: Story = { args: { savingcards: 'h-air' } };
/** A digit in the parameter: the default order (and a console warning). */
export const InvalidParameter: Story = { args: { savingcards: 'h-air2' } };
