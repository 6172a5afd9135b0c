/**
 * The close-container's view (site 2.13), plain DOM: a close control (44 px target, accessible
 * name 'Close') in the container's corner, whose room src/styles/elements.css reserves before
 * the upgrade. Closing hides the container for this page view (not remembered,
 * close-container.logic.ts) and moves focus to what follows it. Authoring mode: no control.
 */
import type { ViewProps } from '../../core/element.ts';
import { closableForThisView } from '../../core/dom/dismiss.ts';
import type { CloseContainerConfig } from './close-container.schema.ts';
import { hasContent, isDismissible } from './close-container.logic.ts';

export function enhanceCloseContainer({ host, config, t, authoring }: ViewProps<CloseContainerConfig>): (() => void) | void {
  const content = [...host.children].filter((child) => !(child instanceof HTMLScriptElement && child.type === 'application/json'));
  const text = [...host.childNodes]
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent ?? '')
    .join('');
  if (!isDismissible(authoring, hasContent(content.length, text))) {
    if (!authoring) console.warn('<close-container> is empty; no close control.');
    return;
  }
  return closableForThisView(host, t(config.closeText), 'close-container__close');
}
