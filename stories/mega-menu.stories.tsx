import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import '../src/styles/elements.css';
import '../elements/mega-menu/define.ts';
import { demoMenuTabs, megaMenuTemplate } from '../cms-templates/mega-menu.ts';
import { LitTemplate } from './LitTemplate.tsx';

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
  parameters: { layout: 'fullscreen' },
};
export default meta;

type Story = StoryObj<Args>;
export const Desktop: Story = {};
export const DesktopPanelOpen: Story = { args: { open: 'panel' } };
export const ActiveSubChannel: Story = { args: { active: 'sub-channel', open: 'panel' } };
export const Spanish: Story = { args: { locale: 'es', open: 'panel' } };
export const TabletMenuOpen: Story = { args: { open: 'menu', sponsor: true }, parameters: { viewport: { defaultViewport: 'tablet' } } };
export const MobileMenuAndPanel: Story = { args: { open: 'menu and panel', sponsor: true }, parameters: { viewport: { defaultViewport: 'mobile1' } } };
export const NoActiveTab: Story = { args: { active: 'none' } };
