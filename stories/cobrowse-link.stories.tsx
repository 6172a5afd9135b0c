import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import '../src/styles/elements.css';
import '../elements/cobrowse-link/define.ts';
import { cobrowseLinkTemplate, type CobrowseLinkFields } from '../cms-templates/cobrowse-link.ts';
import { LitTemplate } from './LitTemplate.tsx';

interface Args extends CobrowseLinkFields {
  /** The instant the page believes it is (TimeTravelCookie). */
  now: string;
}

function CobrowseStory({ now, ...fields }: Args) {
  const [key, setKey] = useState(0);
  useEffect(() => {
    document.cookie = `TimeTravelCookie=${encodeURIComponent(now)}; path=/`;
    setKey((k) => k + 1);
    return () => {
      document.cookie = 'TimeTravelCookie=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    };
  }, [now]);
  return (
    <footer key={key}>
      <p>Footer links:</p>
      <LitTemplate template={cobrowseLinkTemplate(fields)} />
      <p>
        <small>If nothing shows above, the link was removed: outside Monday to Friday 8 to 20 US Eastern, or switched off.</small>
      </p>
    </footer>
  );
}

const meta: Meta<Args> = {
  title: 'Footer/cobrowse-link',
  component: CobrowseStory,
  args: { enabled: true, href: 'https://cobrowse.example/start', label: '', now: '2026-01-14T15:00:00Z' },
  argTypes: {
    enabled: { control: 'boolean', description: 'Footer switch (data-enabled)' },
    label: { control: 'text', description: "Authored link text; empty shows 'Cobrowse'" },
    now: { control: 'text', description: 'TimeTravelCookie: ISO date-time' },
  },
};
export default meta;

type Story = StoryObj<Args>;
export const InOfficeHours: Story = {};
export const AuthoredLabel: Story = { args: { label: 'Share your screen with us' } };
export const FridayEvening: Story = { args: { now: '2026-07-18T00:59:00Z' } };
export const OutOfHours: Story = { args: { now: '2026-01-17T15:00:00Z' } };
export const SwitchedOff: Story = { args: { enabled: false } };
