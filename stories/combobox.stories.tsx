import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import '../src/styles/elements.css';
import { LiveRegion, useAnnouncer } from '../src/core/ui/announcer.tsx';
import { ComboboxListbox, useListCombobox, useSuggester } from '../src/core/ui/combobox.tsx';

interface Args {
  /** The places the pretend service knows (it answers those starting with the typed text). */
  places: string[];
  /** The listbox's accessible name. */
  listLabel: string;
  /** The pause in typing before the pretend service is asked (ms). */
  pauseMs: number;
  /** How long the pretend service takes to answer (ms). */
  answerMs: number;
  /** How long after the input loses focus the list hides (ms). */
  hideDelayMs: number;
}

/**
 * The APG list combobox of src/core/ui/combobox.tsx on a view's own input, as a later place search
 * would use it: `useSuggester` asks a pretend service after a pause (a newer keystroke aborts the
 * older request), `useListCombobox` shows the answer, `useAnnouncer` says what happened (shown
 * here, visible). Keys: Down / Up open and move (wrapping), Enter chooses, Escape closes then
 * clears, Tab closes. The search box uses the same part on the CMS's input (`useComboboxInput`).
 */
function PlaceSearch({ places, listLabel, pauseMs, answerMs, hideDelayMs }: Args) {
  const [options, setOptions] = useState<readonly string[]>([]);
  const [chosen, setChosen] = useState('');
  const status = useAnnouncer({ settle: true, delayMs: 300 });
  const suggester = useSuggester({
    delayMs: pauseMs,
    fetch: (term, signal) =>
      new Promise<string[]>((resolve, reject) => {
        const timer = setTimeout(() => resolve(places.filter((place) => place.toLowerCase().startsWith(term.toLowerCase()))), answerMs);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(signal.reason);
        });
      }),
    onEvent: (event) => {
      if (event.kind === 'loaded') {
        setOptions(event.suggestions);
        status.announce(`${event.suggestions.length} places found`);
      } else if (event.kind === 'loading') status.announce(`Looking for ${event.term}`);
      else {
        setOptions([]);
        status.clear();
      }
    },
  });
  const combobox = useListCombobox({ options, listLabel, hideDelayMs, onInput: (value) => suggester.typed(value), onChoose: setChosen });
  const { inputProps } = combobox;
  return (
    <div style={{ maxWidth: '24rem' }}>
      <label htmlFor="place-search">Place</label>
      <input id="place-search" type="search" {...inputProps} style={{ display: 'block', width: '100%', minHeight: 44 }} />
      <ComboboxListbox combobox={combobox} />
      <LiveRegion announcer={status} role="status" visible />
      <p>Chosen: {chosen || 'none'}</p>
    </div>
  );
}

const meta: Meta<Args> = {
  title: 'Shared UI/List combobox',
  component: PlaceSearch,
  tags: ['autodocs'],
  args: {
    places: ['Paris', 'Parma', 'Pasadena', 'Porto', 'Prague', 'Portland', 'Pamplona', 'Padua'],
    listLabel: 'Places',
    pauseMs: 500,
    answerMs: 300,
    hideDelayMs: 200,
  },
};
export default meta;

type Story = StoryObj<Args>;
export const PlaceSearchDemo: Story = {};
export const SlowService: Story = { args: { answerMs: 2000 } };
