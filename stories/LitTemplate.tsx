/** Renders a cms-template (lit-html) inside a React story, the way the CMS would put it on a page. */
import { useEffect, useRef } from 'react';
import { render, type TemplateResult } from 'lit-html';

export function LitTemplate({ template }: { template: TemplateResult }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current) return;
    // Render fresh each time so the element upgrades again with the new markup.
    container.current.replaceChildren();
    render(template, container.current);
  }, [template]);
  return <div ref={container} />;
}
