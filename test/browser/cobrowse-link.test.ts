/** <cobrowse-link> (site 2.14) in Chromium: the footer switch, office hours via TimeTravelCookie, label, authoring. */
import { expect } from 'chai';
import '../../elements/cobrowse-link/define.ts';
import { clearCookies, mount, settled, waitFor } from './helpers.ts';

const travel = (instant: string) => (document.cookie = `TimeTravelCookie=${encodeURIComponent(instant)}; path=/`);

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-wcmmode');
  clearCookies();
});

describe('<cobrowse-link>', () => {
  const rows: Array<[string, string, string, boolean]> = [
    ['enabled, Wednesday 10:00 EST', 'true', '2026-01-14T15:00:00Z', true],
    ['enabled, Friday 20:59 EDT', 'true', '2026-07-18T00:59:00Z', true],
    ['enabled, Friday 21:00 EDT', 'true', '2026-07-18T01:00:00Z', false],
    ['enabled, Saturday 10:00 EST', 'true', '2026-01-17T15:00:00Z', false],
    ['enabled, Monday 07:59 EST', 'true', '2026-01-12T12:59:00Z', false],
    ['disabled, Wednesday 10:00 EST', 'false', '2026-01-14T15:00:00Z', false],
  ];
  for (const [name, enabled, instant, shown] of rows) {
    it(`${name}: ${shown ? 'shown' : 'removed'}`, async () => {
      travel(instant);
      const footer = mount(`<footer><cobrowse-link data-enabled="${enabled}"><a href="https://cobrowse.example/start">Cobrowse</a></cobrowse-link></footer>`);
      const element = footer.querySelector('cobrowse-link')!;
      if (shown) {
        expect(await settled(element)).to.equal('ready');
        expect(element.isConnected).to.equal(true);
      } else {
        await waitFor(() => !element.isConnected, 2000, 'the link to be removed');
        expect(footer.querySelector('cobrowse-link')).to.equal(null);
      }
    });
  }

  it('is removed when the footer gives no switch (off by default)', async () => {
    travel('2026-01-14T15:00:00Z');
    const footer = mount(`<footer><cobrowse-link><a href="https://cobrowse.example/start">Cobrowse</a></cobrowse-link></footer>`);
    await waitFor(() => !footer.querySelector('cobrowse-link'), 2000, 'the link to be removed');
  });

  it("labels an empty link 'Cobrowse' and makes it reachable by role and name", async () => {
    travel('2026-01-14T15:00:00Z');
    const element = mount(`<cobrowse-link data-enabled="true"><a href="https://cobrowse.example/start"></a></cobrowse-link>`);
    expect(await settled(element)).to.equal('ready');
    const link = element.querySelector('a')!;
    expect(link.textContent).to.equal('Cobrowse');
    link.focus();
    expect(document.activeElement).to.equal(link);
  });

  it('stays in authoring mode out of hours', async () => {
    travel('2026-01-17T15:00:00Z');
    document.documentElement.setAttribute('data-wcmmode', 'edit');
    const element = mount(`<cobrowse-link data-enabled="false"><a href="https://cobrowse.example/start">Cobrowse</a></cobrowse-link>`);
    expect(await settled(element)).to.equal('ready');
    expect(element.isConnected).to.equal(true);
  });

  it('reports a garbage switch value as a config error', async () => {
    travel('2026-01-14T15:00:00Z');
    const errors: string[] = [];
    const original = console.error;
    console.error = (message: string) => errors.push(message);
    try {
      const element = mount(`<cobrowse-link data-enabled="yes please"><a href="https://cobrowse.example/start">Cobrowse</a></cobrowse-link>`);
      expect(await settled(element)).to.equal('error');
    } finally {
      console.error = original;
    }
    expect(errors[0]).to.contain('<cobrowse-link>').and.contain('yes please');
  });
});
