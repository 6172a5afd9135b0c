/** The close-container's reading of the CMS content it holds (page glue, renders nothing). */
import { MOUNT_ATTRIBUTE } from '../../core/react-view.tsx';

/**
 * What the CMS put in the container: its elements (not the embedded JSON config, not the
 * element's own render root) and its loose text.
 */
export function cmsContent(host: HTMLElement): { elements: number; text: string } {
  const elements = [...host.children].filter(
    (child) => !(child instanceof HTMLScriptElement && child.type === 'application/json') && !child.hasAttribute(MOUNT_ATTRIBUTE),
  ).length;
  const text = [...host.childNodes]
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent ?? '')
    .join('');
  return { elements, text };
}
