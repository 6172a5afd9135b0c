/**
 * Recommendation rules with the spec's rows: site 3.11 (request and response shapes, item type),
 * 5 (count '0' dropped, visitor id over 20 characters), 7.6 (location filter for events, nbx,
 * benefits and articles), 2.11 (ctaUrl host rewrite, banners, lazy loading from index 4),
 * 8 (fallback rules, 'fb:{txid}') and 9 (39 ones, image widths 375/425/768 with the 688
 * rendition, the recommendations' month names).
 */
import { describe, expect, it } from 'vitest';
import {
  answerFails,
  buildRequest,
  cardText,
  DEFAULT_VISITOR_ID,
  ecidFromCookies,
  fallbackPool,
  imageSources,
  itemDate,
  itemType,
  lazyImages,
  locationFilter,
  parseStoredLocation,
  planFills,
  readAnswer,
  readBanners,
  readItem,
  recommendationCard,
  requestBundle,
  rewriteCtaUrl,
  shuffle,
  visitorId,
  type CardContext,
  type ContainerRequest,
  type HostRewrite,
} from '../../../../src/features/recommended-for-you/recommended-for-you.logic.ts';

const id21 = 'a'.repeat(21);
const id20 = 'a'.repeat(20);

describe('visitor id (site 5, 9)', () => {
  it('the default is 39 ones', () => expect(DEFAULT_VISITOR_ID).toBe('111111111111111111111111111111111111111'));
  const rows: ReadonlyArray<[string, { konnex?: string; ecid?: string }, object]> = [
    ['konnex longer than 20', { konnex: id21 }, { konnex: id21 }],
    ['konnex of exactly 20: not used', { konnex: id20 }, { konnex: DEFAULT_VISITOR_ID }],
    ['ecid longer than 20', { ecid: `E${id20}` }, { ecid: `E${id20}` }],
    ['ecid of exactly 20: not used', { ecid: id20 }, { konnex: DEFAULT_VISITOR_ID }],
    ['both: konnex first', { konnex: id21, ecid: `E${id21}` }, { konnex: id21 }],
    ['short konnex, long ecid', { konnex: 'short', ecid: `E${id21}` }, { ecid: `E${id21}` }],
    ['none', {}, { konnex: DEFAULT_VISITOR_ID }],
    ['spaces do not count', { konnex: `  ${id20}  ` }, { konnex: DEFAULT_VISITOR_ID }],
  ];
  it.each(rows)('%s', (_name, ids, expected) => expect(visitorId(ids)).toEqual(expected));

  it('reads the ecid from the AMCV cookie', () => {
    expect(ecidFromCookies(`a=1; AMCV_ABC%40AdobeOrg=${encodeURIComponent('MCMID|12345678901234567890123|MCAAMLH-1|9')}`)).toBe('12345678901234567890123');
    expect(ecidFromCookies('a=1; b=2')).toBeUndefined();
    expect(ecidFromCookies('AMCV_X=MCAAMLH|9')).toBeUndefined();
  });
});

describe('location filter (site 7.6)', () => {
  const here = { lat: 38.9, lng: -77.03 };
  const rows: ReadonlyArray<[model: string, filter: string, location: typeof here | undefined, expected: string]> = [
    ['events', '', here, 'latitude: 38.9|longitude: -77.03'],
    ['events', 'type: local', here, 'latitude: 38.9|longitude: -77.03|type: local'],
    ['nbx', '', here, 'latitude: 38.9|longitude: -77.03'],
    ['benefits', 'cat: travel', here, 'latitude: 38.9|longitude: -77.03|cat: travel'],
    ['articles', '', here, 'latitude: 38.9|longitude: -77.03'],
    ['Articles', '', here, 'latitude: 38.9|longitude: -77.03'],
    ['videos', 'x', here, 'x'],
    ['games', '', here, ''],
    ['events', 'type: local', undefined, 'type: local'],
  ];
  it.each(rows)('%s %j', (model, filter, location, expected) => expect(locationFilter(model, filter, location)).toBe(expected));

  const stored: ReadonlyArray<[string | null, object | undefined]> = [
    ['{"geometry":{"lat":38.9,"lng":-77.03}}', here],
    ['{"formatted_address":"Washington, DC","geometry":{"location":{"lat":38.9,"lng":-77.03}}}', here],
    ['{"lat":"38.9","lng":"-77.03"}', here],
    ['{"lat":95,"lng":0}', undefined],
    ['{"geometry":{}}', undefined],
    ['not json', undefined],
    ['[1,2]', undefined],
    ['', undefined],
    [null, undefined],
  ];
  it.each(stored)('stored location %j', (text, expected) => expect(parseStoredLocation(text)).toEqual(expected));
});

describe('the request (site 3.11, 5)', () => {
  const containers: ContainerRequest[] = [
    { componentId: 'rfy-1', count: '4', model: 'articles', filter: '', placement: 'home' },
    { componentId: 'rfy-2', count: '0', model: 'events', filter: '', placement: 'home' },
    { componentId: 'rfy-3', count: '3', model: 'videos', filter: 'f', placement: 'rail' },
  ];
  it("drops entries with count '0'", () => {
    expect(requestBundle(containers, undefined).map((entry) => entry.componentId)).toEqual(['rfy-1', 'rfy-3']);
    expect(requestBundle([{ ...containers[0]!, count: '00' }], undefined)).toEqual([]);
  });
  it('builds the body of 3.11', () => {
    expect(buildRequest({ url: 'https://site.example/', txid: 'tx-1', ids: { ecid: `E${id21}` }, containers, location: { lat: 1, lng: 2 } })).toEqual({
      requestData: [
        {
          channel: 'website',
          url: 'https://site.example/',
          txid: 'tx-1',
          ecid: `E${id21}`,
          requestBundle: [
            { componentId: 'rfy-1', count: '4', model: 'articles', filter: 'latitude: 1|longitude: 2', placement: 'home' },
            { componentId: 'rfy-3', count: '3', model: 'videos', filter: 'f', placement: 'rail' },
          ],
        },
      ],
    });
  });
  it('asks nothing when every entry is dropped', () => {
    expect(buildRequest({ url: 'u', txid: 't', ids: {}, containers: [containers[1]!], location: undefined })).toBeUndefined();
  });
});

describe('item type (site 3.11)', () => {
  const rows: ReadonlyArray<[string, string]> = [
    ['article-58231', 'article'],
    ['video-3127', 'video'],
    ['event-7731', 'event'],
    ['game-210', 'game'],
    ['10482', 'offer'],
    ['', 'offer'],
    ['-12', 'offer'],
    ['a-b-c', 'a'],
  ];
  it.each(rows)('%j -> %s', (id, type) => expect(itemType(id)).toBe(type));
});

describe('ctaUrl host rewrite (site 2.11)', () => {
  const context: HostRewrite = {
    mainHosts: ['www.example.org'],
    domain: 'https://stage.example.org',
    appDomain: 'https://app.example.org',
    appView: false,
    pageUrl: 'https://stage.example.org/home/',
  };
  const rows: ReadonlyArray<[string, string, Partial<HostRewrite>, string | undefined]> = [
    ['main host -> configured domain', 'https://www.example.org/medicare/a/?x=1#y', {}, 'https://stage.example.org/medicare/a/?x=1#y'],
    ['main host, any case', 'https://WWW.Example.org/a', {}, 'https://stage.example.org/a'],
    ['inside the app -> app host', 'https://www.example.org/a', { appView: true }, 'https://app.example.org/a'],
    ['other host stays', 'https://partner.example.com/a', {}, 'https://partner.example.com/a'],
    ['relative resolves against the page', '/benefits/x/', {}, 'https://stage.example.org/benefits/x/'],
    ['javascript: is no link', 'javascript:alert(1)', {}, undefined],
    ['data: is no link', 'data:text/html,x', {}, undefined],
    ['empty is no link', '', {}, undefined],
    ['no main hosts: unchanged', 'https://www.example.org/a', { mainHosts: [] }, 'https://www.example.org/a'],
    ['bad configured domain: unchanged', 'https://www.example.org/a', { domain: 'javascript:x' }, 'https://www.example.org/a'],
  ];
  it.each(rows)('%s', (_name, url, change, expected) => expect(rewriteCtaUrl(url, { ...context, ...change })).toBe(expected));
});

describe('banners, dates, images (site 2.11, 9)', () => {
  const banners: ReadonlyArray<[string, string[]]> = [
    ['membersOnly', ['membersOnly']],
    ['New', ['new']],
    ['Rewards', ['rewards']],
    ['membersOnly,New', ['membersOnly', 'new']],
    [' rewards , membersonly ', ['membersOnly', 'rewards']],
    ['Sale,,', []],
    ['', []],
  ];
  it.each(banners)('banner %j', (text, expected) => expect(readBanners(text)).toEqual(expected));

  const dates: ReadonlyArray<[string, string]> = [
    ['2026-01-05', 'Jan 05, 2026'],
    ['2026-02-05', 'Feb 05, 2026'],
    ['2026-03-05', 'March 05, 2026'],
    ['2026-04-05', 'April 05, 2026'],
    ['2026-05-05', 'May 05, 2026'],
    ['2026-06-05', 'June 05, 2026'],
    ['2026-07-05', 'July 05, 2026'],
    ['2026-08-05', 'Aug 05, 2026'],
    ['2026-09-30', 'Sept 30, 2026'],
    ['2026-10-05', 'Oct 05, 2026'],
    ['2026-11-12', 'Nov 12, 2026'],
    ['2026-12-03', 'Dec 03, 2026'],
    ['', ''],
    ['soon', ''],
  ];
  it.each(dates)('date %j', (date, expected) => expect(itemDate(date, 'en')).toBe(expected));
  it('Spanish pages use Ene..Dic', () => expect(itemDate('2026-08-05', 'es')).toBe('Ago 05, 2026'));

  it('image widths 375, 425 and 768 (the 688 rendition)', () => {
    expect(imageSources('/img/a.jpg', 'https://site.example/p')).toEqual({
      src: 'https://site.example/img/a.jpg?wid=688',
      sources: [
        { media: '(max-width: 375px)', srcset: 'https://site.example/img/a.jpg?wid=375' },
        { media: '(max-width: 425px)', srcset: 'https://site.example/img/a.jpg?wid=425' },
      ],
    });
    expect(imageSources('javascript:alert(1)', 'https://site.example/')).toBeUndefined();
  });
  it.each([
    [0, false],
    [3, false],
    [4, true],
    [7, true],
  ])('container index %i lazy-loads: %s', (index, lazy) => expect(lazyImages(index)).toBe(lazy));
  it('card text: medium, else long, else short', () => {
    const item = readItem({ shortTitle: 'S', longTitle: 'L', mediumDesc: 'MD' })!;
    expect(cardText(item)).toEqual({ title: 'L', description: 'MD' });
  });
});

describe('a card (site 2.11, 3.11, 9; README "Cards")', () => {
  const context: CardContext = { mainHosts: ['www.example.org'], appView: false, pageUrl: 'https://stage.example.org/home/', locale: 'en' };
  const full = readItem({
    id: 'article-58231',
    srcModelTracking: 'model-a',
    image: '/img/a.jpg',
    imageAlt: ' A guide ',
    icon: 'https://cdn.example.org/i.svg',
    iconAlt: 'Icon',
    category: ' Medicare ',
    mediumTitle: 'Your guide',
    mediumDesc: 'All of it',
    date: '2026-11-12T08:00:00Z',
    banner: 'New,membersOnly',
    ctaText: ' Read More ',
    ctaUrl: 'https://www.example.org/medicare/?a=1#b',
  })!;

  it("every field, text trimmed, URLs checked, the main host on the page's origin by default", () => {
    expect(recommendationCard(full, context)).toEqual({
      type: 'article',
      id: 'article-58231',
      tracking: 'model-a',
      image: imageSources('/img/a.jpg', context.pageUrl),
      imageAlt: 'A guide',
      banners: ['membersOnly', 'new'],
      icon: 'https://cdn.example.org/i.svg',
      iconAlt: 'Icon',
      category: 'Medicare',
      href: 'https://stage.example.org/medicare/?a=1#b',
      heading: 'Your guide',
      description: 'All of it',
      date: 'Nov 12, 2026',
      dateTime: '2026-11-12',
      cta: 'Read More',
    });
  });
  it('the configured domain, and the app host inside the app', () => {
    expect(recommendationCard(full, { ...context, domain: ' https://www.example.net ' }).href).toBe('https://www.example.net/medicare/?a=1#b');
    expect(recommendationCard(full, { ...context, appView: true, appDomain: 'https://app.example.org' }).href).toBe('https://app.example.org/medicare/?a=1#b');
  });
  it('no http(s) link: the title as text, no call to action; unsafe image and icon dropped', () => {
    const card = recommendationCard(readItem({ ...full, ctaUrl: 'javascript:alert(1)', image: 'data:image/png,x', icon: 'javascript:x' })!, context);
    expect([card.href, card.heading, card.cta, card.image, card.icon]).toEqual([undefined, 'Your guide', '', undefined, undefined]);
  });
  it('a link with no title is named by its call to action, else its address', () => {
    const noTitle = readItem({ ctaUrl: '/a', ctaText: 'Go' })!;
    expect(recommendationCard(noTitle, context).heading).toBe('Go');
    expect(recommendationCard(readItem({ ctaUrl: '/a' })!, context).heading).toBe('https://stage.example.org/a');
  });
  it('no date, no id: empty date line, item type offer', () => {
    const card = recommendationCard(readItem({ date: 'soon' })!, context);
    expect([card.date, card.type, card.id]).toEqual(['', 'offer', '']);
  });
});

const answerOf = (bundle: Record<string, string[]>, extra: Record<string, unknown> = {}) =>
  readAnswer({
    responseData: [
      { txid: 'tx-9', responseBundle: Object.entries(bundle).map(([componentId, ids]) => ({ componentId, response: ids.map((id) => ({ id })) })), ...extra },
    ],
  });

describe('reading answers (site 3.11)', () => {
  it('reads txid, components and errorCode', () => {
    const answer = answerOf({ a: ['article-1'] }, { errorCode: 'MODEL_NOT_FOUND' });
    expect(answer.txid).toBe('tx-9');
    expect(answer.errorCode).toBe('MODEL_NOT_FOUND');
    expect(answer.components.get('a')?.map((entry) => entry.id)).toEqual(['article-1']);
    expect(answerFails(answer)).toBe(true);
  });
  it.each([[{}], [{ responseData: [] }], [null], [[1]], [{ responseData: 'x' }]])('empty responseData %j fails', (body) =>
    expect(answerFails(readAnswer(body))).toBe(true),
  );
  it('an errorCode at the top fails too', () => expect(answerFails(readAnswer({ errorCode: 'X', responseData: [{ txid: 't' }] }))).toBe(true));
  it('items: non-string fields read as empty, non-objects dropped', () => {
    const answer = readAnswer({ responseData: [{ responseBundle: [{ componentId: 'a', response: [{ id: 5, mediumTitle: { x: 1 } }, 'x', null] }] }] });
    expect(answer.components.get('a')).toEqual([{ ...readItem({})!, id: '5' }]);
  });
});

describe('fallback rules (site 8)', () => {
  const fallback = answerOf({ 'fallback-articles': ['f1', 'f2', 'f3', 'f4'], 'fallback-events': ['f5', 'f6', 'f1'] });
  const containers = [
    { componentId: 'a', count: '2' },
    { componentId: 'b', count: '2' },
    { componentId: 'c', count: '2' },
  ];
  const ids = (fills: ReturnType<typeof planFills>) => fills.map((fill) => fill.items.map((entry) => entry.id));
  const noShuffle = () => 0.999999;

  it('the fallback pool holds each item once', () => expect(fallbackPool(fallback).map((entry) => entry.id)).toEqual(['f1', 'f2', 'f3', 'f4', 'f5', 'f6']));

  const whole: ReadonlyArray<[string, ReturnType<typeof readAnswer> | undefined]> = [
    ['the call threw', undefined],
    ['errorCode', answerOf({ a: ['s1', 's2'] }, { errorCode: 'E' })],
    ['empty responseData', readAnswer({ responseData: [] })],
  ];
  it.each(whole)('%s: the whole fallback, txid fb:{txid}', (_name, answer) => {
    const fills = planFills({ containers, answer, fallback, requestTxid: 'req-1', random: noShuffle });
    expect(fills.every((fill) => fill.source === 'fallback')).toBe(true);
    expect(ids(fills)).toEqual([
      ['f1', 'f2'],
      ['f3', 'f4'],
      ['f5', 'f6'],
    ]);
    expect(fills[0]!.txid).toBe(answer?.txid ? `fb:${answer.txid}` : 'fb:req-1');
  });

  it('an empty component is filled from the fallback, the others keep the answer', () => {
    const answer = answerOf({ a: ['s1', 's2', 's3'], b: [], c: ['s4'] });
    const fills = planFills({ containers, answer, fallback, requestTxid: 'req-1', random: noShuffle });
    expect(ids(fills)).toEqual([['s1', 's2'], ['f1', 'f2'], ['s4']]);
    expect(fills.map((fill) => fill.source)).toEqual(['service', 'fallback', 'service']);
    expect(fills.map((fill) => fill.txid)).toEqual(['tx-9', 'fb:tx-9', 'tx-9']);
  });

  it('a component missing from the answer counts as empty; fallback items the service showed are not repeated', () => {
    const answer = answerOf({ a: ['f1'] });
    const fills = planFills({ containers, answer, fallback, requestTxid: 'r', random: noShuffle });
    expect(ids(fills)).toEqual([['f1'], ['f2', 'f3'], ['f4', 'f5']]);
  });

  it('never repeats a fallback item across containers, whatever the shuffle', () => {
    for (let seed = 1; seed < 50; seed += 1) {
      let state = seed;
      const random = () => ((state = (state * 16807) % 2147483647) - 1) / 2147483646;
      const all = ids(planFills({ containers, answer: undefined, fallback, requestTxid: 'r', random })).flat();
      expect(new Set(all).size).toBe(all.length);
      expect(all).toHaveLength(6);
    }
  });

  it('shuffles: some order other than the fallback order appears', () => {
    const orders = new Set(Array.from({ length: 20 }, () => shuffle(['1', '2', '3', '4', '5']).join('')));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('when the pool runs dry the rest stay empty; no fallback at all leaves every container empty', () => {
    const small = answerOf({ x: ['f1', 'f2', 'f3'] });
    expect(ids(planFills({ containers, answer: undefined, fallback: small, requestTxid: 'r', random: noShuffle }))).toEqual([['f1', 'f2'], ['f3'], []]);
    expect(ids(planFills({ containers, answer: undefined, fallback: undefined, requestTxid: 'r' }))).toEqual([[], [], []]);
  });

  it('a container shows at most its count of service items', () => {
    const answer = answerOf({ a: ['s1', 's2', 's3'], b: ['s4'], c: ['s5'] });
    expect(ids(planFills({ containers, answer, fallback, requestTxid: 'r' }))[0]).toEqual(['s1', 's2']);
  });
});
