/**
 * The panel of a page wall (paywall-gate, register-wall; site 2.7, 4.8; brain-health 2.6, 4.15):
 * a region labelled by its heading, a paragraph, and its links, all as text. The wall around it
 * (scroll lock, the page inert but the header) is core/dom/page-wall.ts, which the walls raise
 * from an effect; this is only what the visitor reads and follows.
 *
 * Classes follow the wall's BEM block: `${block}`, `${block}__heading`, `${block}__body`,
 * `${block}__actions`, `${block}__link` (the main action also `data-primary`).
 */
import { useId } from 'react';

export interface WallLink {
  text: string;
  href: string;
  /** The one main action (filled button look); the others are secondary. */
  primary?: boolean;
}

export interface WallPanelProps {
  /** BEM block, e.g. `paywall-gate__wall`. */
  block: string;
  heading: string;
  body: string;
  links: readonly WallLink[];
}

export function WallPanel({ block, heading, body, links }: WallPanelProps) {
  const headingId = `${block}${useId()}heading`;
  return (
    <section className={block} aria-labelledby={headingId}>
      <h2 id={headingId} className={`${block}__heading`}>
        {heading}
      </h2>
      <p className={`${block}__body`}>{body}</p>
      <p className={`${block}__actions`}>
        {links.map((link) => (
          <a key={link.text + link.href} className={`${block}__link`} href={link.href} data-primary={link.primary ? '' : undefined}>
            {link.text}
          </a>
        ))}
      </p>
    </section>
  );
}
