/**
 * Icons several elements draw (inline SVG, so they follow `currentColor` and need no request).
 * Each is decorative (`aria-hidden`): its element gives the text alternative.
 */
const SVG_NS = 'http://www.w3.org/2000/svg';

/** The members-only lock (tile-gallery, rewards-tile). */
export function lockIcon(doc: Document): SVGSVGElement {
  const svg = doc.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = doc.createElementNS(SVG_NS, 'path');
  path.setAttribute('d', 'M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V11a1 1 0 0 1 1-1h1zm2 0h6V7a3 3 0 0 0-6 0v3z');
  path.setAttribute('fill', 'currentColor');
  svg.append(path);
  return svg;
}
