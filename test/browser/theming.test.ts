/**
 * Theming through the design tokens (src/styles/tokens.css) in Chromium: a host page changes an
 * element's look by setting the tokens alone, on the page (light-DOM elements, through
 * elements.css) or on the element itself, which reaches into a shadow root (the Ask widget's
 * own stylesheet declares the defaults on `:host`, and the page's value on the host wins).
 */
import { expect } from 'chai';
import '../../elements/ask-widget/define.ts';
import { linkStylesheet, mount, settled, waitFor } from './helpers.ts';

const PARTNER_GREEN = 'rgb(10, 92, 54)';
const LIBRARY_BLUE = 'rgb(26, 79, 139)';

const made: Element[] = [];
afterEach(() => {
  for (const element of made.splice(0)) element.remove();
  document.documentElement.style.removeProperty('--me-color-accent');
});

async function askWidget(style = ''): Promise<HTMLElement> {
  const host = mount(`<ask-widget data-ask-url="/ask-member" style="${style}"></ask-widget>`);
  made.push(host);
  await settled(host, 10_000);
  return waitFor(() => host.shadowRoot?.querySelector<HTMLElement>('#Submit_Channel_Entry'), 5000, 'the submit button');
}

describe('design tokens', () => {
  it("the Ask widget's shadow styles use the library's tokens by default", async () => {
    const submit = await askWidget();
    expect(getComputedStyle(submit).backgroundColor).to.equal(LIBRARY_BLUE);
  });

  it('a partner re-themes the Ask widget by setting tokens on the element alone', async () => {
    const submit = await askWidget(`--me-color-accent: ${PARTNER_GREEN}; --me-radius-sm: 12px; --me-font-family: Georgia, serif`);
    const look = getComputedStyle(submit);
    expect(look.backgroundColor).to.equal(PARTNER_GREEN);
    expect(look.borderTopLeftRadius).to.equal('12px');
    expect(getComputedStyle(submit.closest('.ask-widget') ?? submit).fontFamily).to.contain('Georgia');
  });

  it('a host site re-themes light-DOM elements by setting tokens on :root', async () => {
    await linkStylesheet();
    const link = mount('<a class="expiry-prompt__renew" href="#renew">Renew</a>');
    made.push(link);
    expect(getComputedStyle(link).backgroundColor).to.equal(LIBRARY_BLUE);
    document.documentElement.style.setProperty('--me-color-accent', PARTNER_GREEN);
    expect(getComputedStyle(link).backgroundColor).to.equal(PARTNER_GREEN);
  });
});
