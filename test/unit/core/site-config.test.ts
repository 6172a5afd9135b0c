import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../../src/core/site-config.ts';

// CONTRACT section 1: #site-config; bad blocks and bad fields fall back to the defaults.
describe('parseSiteConfig', () => {
  const quiet = () => undefined;

  it('uses the defaults without a block, or with one that does not parse or is not an object', () => {
    for (const text of [undefined, '', '{"brand":', '[1,2]', 'null']) {
      expect(parseSiteConfig(text, quiet)).toMatchObject({ brand: 'member', servicesEndpoint: '/', logoutURL: '/system/sling/logout.html' });
    }
  });

  it.each([
    ['logoutURL', 'javascript:alert(1)//'],
    ['logoutURL', ' JaVaScRiPt:alert(1)'],
    ['logoutURL', 'data:text/html,<script>alert(1)</script>'],
    ['servicesEndpoint', 'vbscript:msgbox(1)'],
    ['chatEndpoint', 'https://not-a-socket.example/'],
    ['searchUrl', 42],
    ['placesUrl', 'javascript:alert(1)'],
  ])('refuses %s = %j and reports it', (field, value) => {
    const reports: string[] = [];
    const config = parseSiteConfig(JSON.stringify({ brand: 'acme', [field]: value }), (message) => reports.push(message));
    expect(config.brand).toBe('acme');
    expect((config as Record<string, unknown>)[field]).not.toBe(value);
    expect(reports.join('\n')).toContain(field);
  });

  it.each([
    ['logoutURL', '/system/sling/logout.html'],
    ['logoutURL', 'https://www.example.org/logout'],
    ['servicesEndpoint', 'https://services-s.example.org/'],
    ['chatEndpoint', 'wss://chat.example.org/ask'],
    ['searchUrl', '/espanol/buscar/'],
    ['placesUrl', 'https://maps.example.org/places/autocomplete'],
    ['partnerCampaignId', 'PARTNERCAMP1'],
    ['partnerOffer', 'partner-ss'],
  ])('keeps %s = %s', (field, value) => {
    expect((parseSiteConfig(JSON.stringify({ [field]: value }), quiet) as Record<string, unknown>)[field]).toBe(value);
  });

  it('has no default for the partner campaign fields (the links fall back to USSTEST7 and ss)', () => {
    const config = parseSiteConfig('{}', quiet);
    expect(config).not.toHaveProperty('partnerCampaignId');
    expect(config).not.toHaveProperty('partnerOffer');
    expect(parseSiteConfig('{"partnerOffer":3}', quiet)).not.toHaveProperty('partnerOffer');
  });

  it('ignores fields it does not know', () => {
    expect(parseSiteConfig('{"unknownThing":"x"}', quiet)).not.toHaveProperty('unknownThing');
  });
});
