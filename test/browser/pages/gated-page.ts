/**
 * The gated test page (gated-article.html): set up from the query, then the elements are
 * defined. `?wall=register` puts a <register-wall> where the <paywall-gate> is (the article is
 * then plain content); `?mode=edit|preview` sets <html data-wcmmode>; `?config=bad` breaks the
 * element's JSON; `?teaser=N` sets data-teaser-length; `?scope=article` makes <main> a
 * NewsArticle item (microdata); `?userTypes=<path>` names the emulator's programme user-types
 * service as the site config's `userTypesUrl` (the brain-health sub-site). The page records console errors and the
 * article's text before any gate ran, and is made taller than any viewport (to test scrolling).
 */
const query = new URLSearchParams(location.search);
const errors: string[] = [];
const { error } = console;
console.error = (...args: unknown[]) => {
  errors.push(args.map(String).join(' '));
  error.apply(console, args);
};

if (query.get('wall') === 'register') {
  const gate = document.querySelector('paywall-gate')!;
  const wall = document.createElement('register-wall');
  wall.append(gate.querySelector('script')!);
  wall.querySelector('script')!.textContent = JSON.stringify({ heading: 'Register to keep reading' });
  gate.replaceWith(wall);
  document.querySelector('[data-paywall-content]')!.removeAttribute('data-paywall-content');
}
// The programme sub-site (brain-health 4.2): the site config names the user-types service.
const userTypes = query.get('userTypes');
if (userTypes !== null) {
  const script = document.getElementById('site-config')!;
  const config = JSON.parse(script.textContent!) as { servicesEndpoint: string; userTypesUrl?: string };
  config.userTypesUrl = new URL(userTypes, config.servicesEndpoint).href;
  script.textContent = JSON.stringify(config);
}
// The CMS's own item around the article (an Article's microdata): the gate's structured data joins it.
if (query.get('scope') === 'article') {
  const main = document.getElementById('main')!;
  main.setAttribute('itemscope', '');
  main.setAttribute('itemtype', 'https://schema.org/NewsArticle');
}
const mode = query.get('mode');
if (mode) document.documentElement.setAttribute('data-wcmmode', mode);
const host = document.querySelector('paywall-gate, register-wall');
if (host && query.get('config') === 'bad') host.querySelector('script')!.textContent = '{ "heading": "Broken",';
const teaser = query.get('teaser');
if (host && teaser !== null) host.setAttribute('data-teaser-length', teaser);

const related = document.getElementById('related')!;
for (let i = 1; i <= 60; i += 1) {
  const p = document.createElement('p');
  p.textContent = `Related story ${i}: more reading on the same subject.`;
  related.append(p);
}

Object.assign(window, {
  consoleErrors: errors,
  originalText: document.querySelector('[data-paywall-content]')?.textContent ?? '',
});

if (document.querySelector('paywall-gate')) await import('../../../elements/paywall-gate/define.ts');
if (document.querySelector('register-wall')) await import('../../../elements/register-wall/define.ts');

export {};
