import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import '../src/styles/elements.css';
import '../elements/mega-menu/define.ts';
import { demoMenuTabs, megaMenuTemplate } from '../cms-templates/mega-menu.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { atWidth, viewportOptions, type Width } from './viewports.ts';

interface Args {
  /** The page's language: the demo's English or Spanish channels. */
  locale: 'en' | 'es';
  /** Which link is active (site 2.3): the Health tab or its first sub-channel is made to link to this page. */
  active: 'none' | 'tab' | 'sub-channel';
  /** What is open once the menu is ready. */
  open: 'nothing' | 'panel' | 'menu' | 'menu and panel';
  /** A sponsor's logo in the sponsor container. */
  sponsor: boolean;
  /** The page is on a sub-site (data-subsite). */
  subsite: boolean;
}

const SPONSOR = [
  {
    src: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%2280%22 height=%2230%22%3E%3Crect width=%2280%22 height=%2230%22 fill=%22%23004b87%22/%3E%3C/svg%3E',
    alt: 'Sponsor Health Plan',
    width: 80,
    height: 30,
  },
];

/** The demo's channels, with the Health tab or its first sub-channel linking to this page. */
function tabsFor(locale: Args['locale'], active: Args['active']) {
  const tabs = demoMenuTabs(locale);
  const here = typeof location === 'undefined' ? '/' : location.pathname;
  const health = tabs[1]!;
  if (active === 'tab') tabs[1] = { ...health, href: here };
  if (active === 'sub-channel') tabs[1] = { ...health, subChannels: [{ ...health.subChannels![0]!, href: here }, ...health.subChannels!.slice(1)] };
  return tabs;
}

function MegaMenuStory({ locale, active, open, sponsor, subsite }: Args) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = box.current?.querySelector('mega-menu');
    if (!host || open === 'nothing') return;
    const timer = setInterval(() => {
      if (host.getAttribute('data-element-state') !== 'ready') return;
      clearInterval(timer);
      if (open.startsWith('menu')) host.querySelector<HTMLButtonElement>('.mega-menu__toggle')?.click();
      if (open.endsWith('panel')) host.querySelectorAll<HTMLButtonElement>('.mega-menu__more')[1]?.click();
    }, 50);
    return () => clearInterval(timer);
  }, [open, locale, active, sponsor, subsite]);
  return (
    <div ref={box} key={`${locale}${active}${open}${sponsor}${subsite}`}>
      <LitTemplate
        template={megaMenuTemplate({
          tabs: tabsFor(locale, active),
          label: locale === 'es' ? 'Principal' : 'Main',
          sponsorLogos: sponsor ? SPONSOR : [],
          subsite,
        })}
      />
      <p>Page content under the menu. Resize the canvas: above 1024 px the tabs open on hover; at 1024 px and below the menu button opens them.</p>
    </div>
  );
}

const meta: Meta<Args> = {
  title: 'Header/mega-menu',
  component: MegaMenuStory,
  args: { locale: 'en', active: 'tab', open: 'nothing', sponsor: false, subsite: false },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'es'] },
    active: { control: 'inline-radio', options: ['none', 'tab', 'sub-channel'] },
    open: { control: 'select', options: ['nothing', 'panel', 'menu', 'menu and panel'] },
    sponsor: { control: 'boolean' },
    subsite: { control: 'boolean' },
  },
  parameters: { layout: 'fullscreen', ...viewportOptions },
};
export default meta;

type Story = StoryObj<Args>;
const at = (width: Width, args: Partial<Args> = {}): Story => ({ globals: atWidth(width), args });

// Desktop (1280 px): hover or click opens a panel beside the tabs.
export const Desktop: Story = at('w1280');
export const DesktopPanelOpen: Story = at('w1280', { open: 'panel' });
export const ActiveSubChannel: Story = at('w1280', { active: 'sub-channel', open: 'panel' });
export const Spanish: Story = at('w1280', { locale: 'es', open: 'panel' });
export const NoActiveTab: Story = at('w1280', { active: 'none' });
// Tablet (800 px): the menu button, which turns into 'Close menu'; a panel replaces the list.
export const Tablet: Story = at('w800');
export const TabletMenuOpen: Story = at('w800', { open: 'menu', sponsor: true });
export const TabletMenuAndPanel: Story = at('w800', { open: 'menu and panel', sponsor: true });
export const TabletActiveSubChannel: Story = at('w800', { active: 'sub-channel', open: 'menu and panel' });
export const TabletSpanish: Story = at('w800', { locale: 'es', open: 'menu and panel' });
// Phone (390 px): the open menu has its own 'Close menu'; the sponsor logos sit above the tabs.
export const Mobile: Story = at('w390');
export const MobileMenuOpen: Story = at('w390', { open: 'menu', sponsor: true });
export const MobileMenuAndPanel: Story = at('w390', { open: 'menu and panel', sponsor: true });
