/** Site 2.8: the search modal's channel mapping and search target (search-modal.logic.ts). */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  channelKey,
  defaultSearchUrl,
  searchTarget,
  selectedChannelIndex,
  wantedChannel,
  type ChannelOption,
} from '../../../../src/features/search-modal/search-modal.logic.ts';
import { searchModalSchema } from '../../../../src/features/search-modal/search-modal.schema.ts';

const opt = (dropDownLabel: string, dropDownValue: string): ChannelOption => ({ dropDownLabel, dropDownValue });
const DEMO = [opt('All', 'all'), opt('Member benefits', 'benefits'), opt('Research', 'research'), opt('Health', 'health')];

describe('wantedChannel (site 2.8 mapping)', () => {
  const rows: Array<[string | null | undefined, string | null | undefined, string]> = [
    ['membership', 'benefits', 'memberbenefits'],
    ['Membership', ' Benefits ', 'memberbenefits'],
    ['pri', null, 'research'],
    ['pri', 'anything', 'research'],
    ['PRI', undefined, 'research'],
    ['membership', null, 'membership'],
    ['membership', 'travel', 'membership'],
    ['health', null, 'health'],
    ['', 'benefits', ''],
    [null, null, ''],
  ];
  it.each(rows)('channel %j, subchannel %j -> %j', (channel, subchannel, wanted) => {
    expect(wantedChannel({ channel, subchannel })).toBe(wanted);
  });
});

describe('selectedChannelIndex: value, else label, any case; else the first option', () => {
  const rows: Array<[string, readonly ChannelOption[], string | null, string | null, number]> = [
    ["membership + benefits selects 'member benefits' (label)", DEMO, 'membership', 'benefits', 1],
    ["'pri' selects 'research' (value)", DEMO, 'pri', null, 2],
    ['a plain channel selects its own option', DEMO, 'health', null, 3],
    ['no channel: the first option', DEMO, null, null, 0],
    ['no match: the first option', DEMO, 'money', null, 0],
    ['membership without benefits: no match', DEMO, 'membership', null, 0],
    ['value with a dash', [opt('All', 'all'), opt('Benefits for members', 'member-benefits')], 'membership', 'benefits', 1],
    ['label in capitals', [opt('All', ''), opt('MEMBER BENEFITS', 'mb')], 'membership', 'benefits', 1],
    ['a value match beats an earlier label match', [opt('Research', 'x'), opt('Studies', 'research')], 'pri', null, 1],
    ['accents ignored', [opt('Todo', 'all'), opt('Investigación', 'investigacion')], 'investigación', null, 1],
    ['empty list', [], 'pri', null, 0],
  ];
  it.each(rows)('%s', (_name, options, channel, subchannel, index) => {
    expect(selectedChannelIndex(options, { channel, subchannel })).toBe(index);
  });

  it('compares letters and digits only', () => {
    expect(channelKey(' Member-Benefits! ')).toBe('memberbenefits');
    expect(channelKey('memberBenefits')).toBe('memberbenefits');
  });
});

describe('searchTarget (site 2.8: {searchUrl}?q={term}&c={channel}; only a non-empty term)', () => {
  const rows: Array<[string, string, string, string | undefined]> = [
    ['/search/', 'medicare', 'all', '/search/?q=medicare&c=all'],
    ['/espanol/buscar/', 'jubilación', 'all', '/espanol/buscar/?q=jubilaci%C3%B3n&c=all'],
    ['/search/', '  part b & d  ', 'health', '/search/?q=part%20b%20%26%20d&c=health'],
    ['/search/', 'a+b=c?#', 'member benefits', '/search/?q=a%2Bb%3Dc%3F%23&c=member%20benefits'],
    ['/search/?site=member', 'x', 'all', '/search/?site=member&q=x&c=all'],
    ['/search/?', 'x', 'all', '/search/?q=x&c=all'],
    ['/search/#results', 'x', 'all', '/search/?q=x&c=all#results'],
    ['https://search.example.org/find', 'x', '', 'https://search.example.org/find?q=x&c='],
    ['/search/', '', 'all', undefined],
    ['/search/', '   ', 'all', undefined],
    ['/search/', '\t\n', 'all', undefined],
  ];
  it.each(rows)('%j + %j + %j -> %j', (url, term, channel, target) => {
    expect(searchTarget(url, term, channel)).toBe(target);
  });

  it('defaults to /search/, and /espanol/buscar/ in Spanish', () => {
    expect(defaultSearchUrl('en')).toBe('/search/');
    expect(defaultSearchUrl('es')).toBe('/espanol/buscar/');
    expect(defaultSearchUrl('zz')).toBe('/search/');
  });
});

describe('config schema', () => {
  it('defaults to All (all)', () => {
    expect(v.parse(searchModalSchema, {}).options).toEqual([{ dropDownLabel: 'All', dropDownValue: 'all' }]);
  });
  it.each([
    ['not a list', { options: 'All' }],
    ['an empty list', { options: [] }],
    ['a blank label', { options: [{ dropDownLabel: ' ', dropDownValue: 'all' }] }],
    ['a missing value', { options: [{ dropDownLabel: 'All' }] }],
    ['a number value', { options: [{ dropDownLabel: 'All', dropDownValue: 1 }] }],
  ])('refuses %s', (_name, config) => {
    expect(v.safeParse(searchModalSchema, config).success).toBe(false);
  });
});
