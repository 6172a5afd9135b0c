/**
 * The partner demo page (ask-and-rewards 2.2, CONTRACT section 1: dist/ works from another
 * origin): a page of ANOTHER origin that embeds the Ask entry widget with nothing but the one
 * script tag of our loader (absolute URL) and the element. The demo server answers it at
 * /__demo/partner; open it through http://127.0.0.1:PORT/__demo/partner while the site is
 * http://localhost:PORT, so the two origins differ (same server, different host names).
 *
 * Its own stylesheet (/__demo/partner.css) is deliberately hostile, to show that the widget's
 * shadow root keeps the page's CSS out and its own CSS in. No #site-config, no elements.css.
 */
import { askWidgetTemplate } from '../cms-templates/ask-widget.ts';
import { renderToString } from '../cms-templates/render.ts';

export const PARTNER_PATH = '/__demo/partner';
export const PARTNER_CSS_PATH = '/__demo/partner.css';

/** The chips of the partner's widget. */
export const PARTNER_CHIPS = ['How do I appeal a Medicare decision?', 'When should I start collecting Social Security?'];

/** A strict policy, like ours, that lets our origin's scripts in (as a partner would). */
export function partnerContentSecurityPolicy(siteOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${siteOrigin}`,
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' ${siteOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "require-trusted-types-for 'script'",
  ].join('; ');
}

/**
 * Hostile host CSS: resets everything in the body, hides every button and input, targets the
 * widget's own class names and ids, and styles the widget's host element. None of it may reach
 * inside the widget; the page's own look (.partner-*) must stay as the page says.
 */
export const PARTNER_CSS = `body *, body *::before, body *::after { all: unset; }
button, input { display: none !important; }
#Submit_Channel_Entry, .ask-widget__heading, .ask-widget__submit, .ask-widget__chip, .ask-widget__input { display: none !important; visibility: hidden !important; }
ask-widget { display: none; font-size: 3px; color: transparent; line-height: 0; }
h2 { font-size: 40px; color: rgb(255, 0, 0); }
body { font-family: serif; background: #fff; color: #222; margin: 1rem; }
.partner-heading, h2.partner-heading { display: block !important; visibility: visible !important; font-size: 30px; font-weight: 700; color: rgb(0, 128, 0); margin-block: 1rem; }
.partner-box { display: block; padding: 0; color: rgb(0, 0, 128); }
main, p, ask-widget + p { display: block; margin-block: 0.5rem; }
a { color: rgb(0, 0, 238); text-decoration: underline; }
/* The partner's own look for the widget, through the library's design tokens alone (src/styles/tokens.css). */
ask-widget {
  --me-color-accent: rgb(10, 92, 54);
  --me-color-surface-warm: rgb(240, 247, 242);
  --me-color-border-warm: rgb(10, 92, 54);
  --me-font-family: Georgia, 'Times New Roman', serif;
  --me-radius-sm: 12px;
  --me-radius-lg: 16px;
}
`;

export function partnerPage(siteOrigin: string): string {
  const widget = renderToString(askWidgetTemplate({ askUrl: `${siteOrigin}/ask-member`, config: { chips: PARTNER_CHIPS } }));
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Partner site: retirement news</title>
  <link rel="stylesheet" href="${PARTNER_CSS_PATH}">
  <script type="module" src="${siteOrigin}/dist/loader.js"></script>
</head>
<body>
  <main>
    <h1 class="partner-heading">Partner site: retirement news</h1>
    <h2 class="ask-widget__heading partner-heading" id="partner-heading">Ask our partner</h2>
    <div class="ask-widget partner-box" id="partner-box">A partner box that happens to share the widget's class name.</div>
    ${widget}
    <p class="partner-box">Open this page as http://127.0.0.1:PORT${PARTNER_PATH} while the member site is http://localhost:PORT: the widget then runs on another origin than its Ask page.</p>
  </main>
</body>
</html>`;
}
