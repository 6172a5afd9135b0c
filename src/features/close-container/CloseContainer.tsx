/**
 * The close-container (site 2.13) over the CMS's content: it renders a close control (44 px
 * target, accessible name 'Close') in the container's corner, whose room the styles reserve
 * before the upgrade (src/features/swat-banner/swat-banner.css, which close-container shares). Closing hides the container for this page view (not remembered,
 * close-container.logic.ts) and moves focus to what follows it (`useClosableHost`). An empty
 * container gets no control (a console warning); authoring mode: no control.
 */
import { useLayoutEffect, useState } from 'react';
import type { ViewProps } from '../../core/element.ts';
import { CloseButton, useClosableHost } from '../../core/ui/dismiss.tsx';
import { cmsContent } from './close-container.browser.ts';
import { hasContent, isDismissible } from './close-container.logic.ts';
import type { CloseContainerConfig } from './close-container.schema.ts';

export function CloseContainer({ host, config, t, authoring }: ViewProps<CloseContainerConfig>) {
  const [content] = useState(() => cmsContent(host));
  const filled = hasContent(content.elements, content.text);
  const { closed, close } = useClosableHost(host);

  useLayoutEffect(() => {
    if (!filled && !authoring) console.warn('<close-container> is empty; no close control.');
  }, [filled, authoring]);

  if (!isDismissible(authoring, filled) || closed) return null;
  return <CloseButton label={t(config.closeText)} className="close-container__close" onClick={close} />;
}
