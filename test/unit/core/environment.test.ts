import { describe, expect, it } from 'vitest';
import { hostName, identityServiceHost, isIpAddress, isLiveHost, servicesHost } from '../../../src/core/environment.ts';

// site 7.7 / brain-health 9: "hosts whose first label ends in -pi, -l, -d, -hw, -s, -ta or
// -stage, plus localhost and site- hosts, count as non-live". Our additions: IP addresses and
// empty/unparsable names are non-live too.
describe('isLiveHost', () => {
  it.each([
    // live: production names, including ones that merely contain the letters of a suffix
    ['www.example.org', true],
    ['example.org', true],
    ['services.example.org', true],
    ['news.example.org', true], // ends in 's', not '-s'
    ['www.example-s.org', true], // only the first label counts
    ['www.site-example.org', true], // 'site-' only at the start of the first label
    ['my-site.example.org', true],
    ['www-prod.example.org', true],
    ['stage.example.org', true], // 'stage' without the hyphen is not '-stage'
    ['WWW.EXAMPLE.ORG', true],
    ['www.example.org.', true], // trailing dot of a fully qualified name
    ['www.example.org:443', true], // a port is not part of the name
    // non-live: each suffix of the spec on the first label
    ['www-pi.example.org', false],
    ['www-l.example.org', false],
    ['www-d.example.org', false],
    ['www-hw.example.org', false],
    ['www-s.example.org', false],
    ['www-ta.example.org', false],
    ['www-stage.example.org', false],
    ['WWW-STAGE.Example.org', false],
    ['cdn-edge-s.example.org', false],
    // localhost and site- hosts
    ['localhost', false],
    ['localhost:3000', false],
    ['app.localhost', false],
    ['site-preview.example.org', false],
    ['site-1', false],
    // IP addresses
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['::1', false],
    ['[::1]', false],
    ['[::1]:8080', false],
    ['2001:db8::1', false],
    // nothing usable
    ['', false],
    ['   ', false],
  ])('%j -> live %s', (hostname, live) => {
    expect(isLiveHost(hostname)).toBe(live);
  });

  it('never throws on a non-string', () => {
    expect(isLiveHost(undefined as unknown as string)).toBe(false);
    expect(isLiveHost(42 as unknown as string)).toBe(false);
  });

  it('defaults to the current page host (happy-dom: localhost)', () => {
    expect(isLiveHost()).toBe(false);
  });
});

describe('hostName and isIpAddress', () => {
  it.each([
    ['WWW.Example.ORG', 'www.example.org', false],
    ['www.example.org:8080', 'www.example.org', false],
    ['https://www-s.example.org/path?q', 'www-s.example.org', false],
    ['//cdn.example.org/x', 'cdn.example.org', false],
    ['[::1]:443', '::1', true],
    ['192.168.0.1', '192.168.0.1', true],
    ['1.2.3', '1.2.3', false],
    ['http://', '', false],
  ])('%j -> %j (ip %s)', (input, name, ip) => {
    expect(hostName(input)).toBe(name);
    expect(isIpAddress(input)).toBe(ip);
  });
});

// site 7.4: "Services host per environment: suffix '-ta' or '-l' maps to '-s'; '-cg' maps to
// '-pi'; any other suffix is used as is." The suffix is on the first label of the host.
describe('servicesHost', () => {
  it.each([
    ['https://services-ta.example.org/', 'https://services-s.example.org'],
    ['https://services-l.example.org/', 'https://services-s.example.org'],
    ['https://services-cg.example.org/', 'https://services-pi.example.org'],
    // other suffixes as they are
    ['https://services-s.example.org/', 'https://services-s.example.org'],
    ['https://services-pi.example.org/', 'https://services-pi.example.org'],
    ['https://services-d.example.org/', 'https://services-d.example.org'],
    ['https://services-stage.example.org/', 'https://services-stage.example.org'],
    ['https://services.example.org/', 'https://services.example.org'],
    // only the last hyphen of the first label is the suffix; later labels are untouched
    ['https://api-gw-ta.example.org/', 'https://api-gw-s.example.org'],
    ['https://services.example-ta.org/', 'https://services.example-ta.org'],
    // a suffix must be the whole tail: '-tab' is not '-ta'
    ['https://services-tab.example.org/', 'https://services-tab.example.org'],
    // path dropped, port and scheme kept, case normalised
    ['https://Services-TA.Example.org/some/path/', 'https://services-s.example.org'],
    ['http://services-l.example.org:8443/', 'http://services-s.example.org:8443'],
    ['//services-ta.example.org/', 'https://services-s.example.org'],
    // relative (the default '/') -> same origin
    ['/', ''],
    ['/services/', ''],
    // garbage
    ['', ''],
    ['not a url', ''],
    ['javascript:alert(1)', ''],
    ['ftp://services-ta.example.org/', ''],
  ])('%j -> %j', (endpoint, expected) => {
    expect(servicesHost(endpoint)).toBe(expected);
  });
});

// site 7.3: "Outside production the [identity service] host has a '-pi' suffix".
describe('identityServiceHost', () => {
  it.each([
    // live page: as configured (trailing slash removed, path kept)
    ['https://identity.example.org', 'www.example.org', 'https://identity.example.org'],
    ['https://identity.example.org/', 'www.example.org', 'https://identity.example.org'],
    ['https://id.example.org/identity/', 'www.example.org', 'https://id.example.org/identity'],
    // non-live page: '-pi' appended, an environment suffix replaced, '-pi' kept
    ['https://identity.example.org', 'www-s.example.org', 'https://identity-pi.example.org'],
    ['https://identity.example.org', 'localhost', 'https://identity-pi.example.org'],
    ['https://identity-s.example.org', 'www-s.example.org', 'https://identity-pi.example.org'],
    ['https://identity-stage.example.org', 'www-stage.example.org', 'https://identity-pi.example.org'],
    ['https://identity-pi.example.org', 'www-ta.example.org', 'https://identity-pi.example.org'],
    ['https://id.example.org/identity', '127.0.0.1', 'https://id-pi.example.org/identity'],
    // an identity service at an IP address or a one-label name (the emulator) stays as it is
    ['http://127.0.0.1:8090/identity', 'localhost', 'http://127.0.0.1:8090/identity'],
    ['http://localhost:8090/identity/', 'www-s.example.org', 'http://localhost:8090/identity'],
    ['http://[::1]:8090/identity', 'localhost', 'http://[::1]:8090/identity'],
    // nothing usable
    [undefined, 'www.example.org', ''],
    ['', 'www.example.org', ''],
    ['/identity', 'www.example.org', ''],
  ])('%j on %s -> %j', (url, page, expected) => {
    expect(identityServiceHost(url, page)).toBe(expected);
  });
});
