import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import '../src/styles/elements.css';
import { SelectCombobox, type ComboboxOption } from '../src/core/ui/select-combobox.tsx';

interface Args {
  /** The choices, in order. */
  options: ComboboxOption[];
  /** The chosen option's index at the start. */
  defaultSelectedIndex: number;
  /** The label naming the combobox and its list. */
  label: string;
}

/**
 * The APG select-only combobox of src/core/ui/select-combobox.tsx (the search modal's channel
 * dropdown). Keys: Down, Up, Enter, Space, Alt+Down open it on the chosen option; Down / Up move
 * (no wrap), Page Down / Up move 10, Home / End; Enter, Space, Alt+Up choose; Escape closes
 * without choosing; Tab chooses and moves on; letters find options (the buffer resets after
 * 500 ms, case and accents ignored).
 */
function Dropdown({ options, defaultSelectedIndex, label }: Args) {
  const [chosen, setChosen] = useState(options[defaultSelectedIndex]?.value ?? '');
  return (
    <div style={{ maxWidth: '20rem' }}>
      <span id="story-select-label">{label}</span>
      <SelectCombobox
        id="story-select"
        labelledBy="story-select-label"
        options={options}
        defaultSelectedIndex={defaultSelectedIndex}
        onChange={(option) => setChosen(option.value)}
      />
      <p>Value: {chosen}</p>
    </div>
  );
}

const channels = (labels: string) => labels.split(' ').map((label) => ({ label, value: label.toLowerCase() }));

const meta: Meta<Args> = {
  title: 'Shared UI/Select-only combobox',
  component: Dropdown,
  tags: ['autodocs'],
  args: { options: channels('All Health Money Research Travel'), defaultSelectedIndex: 0, label: 'Search in' },
};
export default meta;

type Story = StoryObj<Args>;
export const Channels: Story = {};
export const ManyOptions: Story = {
  args: { options: channels('All Arts Books Cars Dating Entertainment Family Food Games Health Home Índice Money Research Travel Work') },
};
