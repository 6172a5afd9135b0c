import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TEASER_LENGTH,
  MEMBERSHIP_LINK_PARTS,
  paywallDecision,
  PREVIEW_PERSONAS,
  previewPersona,
  previewUrl,
  rewrittenLink,
  teaserCut,
  teaserLength,
  visibleLength,
  wcmMode,
} from '../../../../src/features/paywall-gate/paywall-gate.logic.ts';

const config = { brand: 'member', secureEndpoint: 'https://secure.example.org/', clientIdLive: 'LIVE-ID', clientIdNonLive: 'NONLIVE-ID' };
const PAGE = 'https://www.example.org/health/article.html?x=1';
const enc = encodeURIComponent;
const MEMBERSHIP = 'https://secure.example.org/applications/membershipChallenge/showChallengeForm.action';
const CALLBACK = 'https://www.example.org/member/auth/callback';

// Site 2.7: "the article is cut to the teaser length (default 500 characters, configurable)".
describe('teaserLength', () => {
  it.each([
    ['absent', undefined, 500, true],
    ['null', null, 500, true],
    ['empty', '', 500, true],
    ["'500'", '500', 500, true],
    ["' 120 ' (spaces trimmed)", ' 120 ', 120, true],
    ["'0'", '0', 0, true],
    ['the number 300', 300, 300, true],
    ['the number 0', 0, 0, true],
    ["'abc'", 'abc', 500, false],
    ["'-3'", '-3', 500, false],
    ["'2.5'", '2.5', 500, false],
    ['the number -3', -3, 500, false],
    ['the number 2.5', 2.5, 500, false],
    ['NaN', Number.NaN, 500, false],
    ["'1e3'", '1e3', 500, false],
    ['an object', { length: 3 }, 500, false],
  ])('%s -> %s', (_label, value, length, valid) => {
    expect(teaserLength(value)).toEqual({ length, valid });
  });

  it('defaults to 500 characters (site 2.7)', () => {
    expect(DEFAULT_TEASER_LENGTH).toBe(500);
  });
});

describe('visibleLength (runs of white space read as one space)', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['a b', 3],
    ['a   b', 3],
    ['a \n\t b', 3],
    ['  a  ', 3],
    ['\n\n', 1],
  ])('%j -> %s', (text, length) => {
    expect(visibleLength(text)).toBe(length);
  });
});

/** The text a cut keeps, joined across nodes. */
function kept(texts: readonly string[], cut: { node: number; offset: number }): string {
  return texts.slice(0, cut.node).join('') + texts[cut.node]!.slice(0, cut.offset);
}

describe('teaserCut (at most `limit` visible characters, at a word boundary)', () => {
  it.each<[string, string[], number, { node: number; offset: number } | undefined]>([
    // 'Hello world again': limit 8 falls inside "world": the whole word goes.
    ['limit inside a word: the whole word goes', ['Hello world again'], 8, { node: 0, offset: 6 }],
    ['limit at the end of a word', ['Hello world again'], 11, { node: 0, offset: 11 }],
    ['limit on a space', ['Hello world again'], 6, { node: 0, offset: 6 }],
    ['limit inside the first word: nothing of it stays', ['Hello world'], 3, { node: 0, offset: 0 }],
    ['limit 0', ['Hello world'], 0, { node: 0, offset: 0 }],
    ['fits exactly', ['Hello world'], 11, undefined],
    ['fits with room to spare', ['Hello world'], 500, undefined],
    ['no text at all', [], 10, undefined],
    // Across text nodes: 'Hello ' + 'bold' + ' world' (the <strong> of a paragraph).
    ['across nodes: cut inside the second node', ['Hello ', 'bold', ' world'], 8, { node: 1, offset: 0 }],
    ['across nodes: limit at the end of a node', ['Hello ', 'bold', ' world'], 10, { node: 2, offset: 0 }],
    ['across nodes: cut in the third node', ['Hello ', 'bold', ' world'], 14, { node: 2, offset: 1 }],
    ['across nodes: all fits', ['Hello ', 'bold', ' world'], 16, undefined],
    // White space runs count once: 'a    b' is 3 visible characters.
    ['a run of spaces counts once', ['a    b c'], 3, { node: 0, offset: 6 }],
    ['a run of spaces counts once (fits)', ['a    b'], 3, undefined],
    ['a run across nodes counts once', ['a  ', '\n  b c'], 3, { node: 1, offset: 4 }],
    ['a run across nodes counts once (fits)', ['a  ', '\n  b'], 3, undefined],
    // Leading white space is not counted (the reader sees none); the kept part may end in a space.
    ['leading white space', ['   abc def'], 4, { node: 0, offset: 7 }],
    ['leading white space (fits)', ['   abc'], 3, undefined],
  ])('%s', (_label, texts, limit, cut) => {
    expect(teaserCut(texts, limit)).toEqual(cut);
  });

  // Properties on one long text: what stays is at most `limit` visible characters and ends at a
  // word boundary (the next character is white space, or nothing stays).
  const words = 'Medicare Part B late enrollment penalty is added to your monthly premium for as long as you have Part B';
  for (const limit of [0, 1, 7, 8, 9, 20, 33, 50, 64, 99]) {
    it(`limit ${limit} on a long sentence: at most ${limit} visible characters, whole words`, () => {
      const texts = [words.slice(0, 30), words.slice(30, 31), words.slice(31)];
      const cut = teaserCut(texts, limit)!;
      const text = kept(texts, cut);
      expect(visibleLength(text)).toBeLessThanOrEqual(limit);
      const whole = texts.join('');
      expect(text === '' || /\s$/.test(text) || /\s/.test(whole[text.length]!), JSON.stringify(text)).toBe(true);
      // and no whole word was lost that would have fitted
      const next = whole.slice(text.length).trimStart().split(/\s/)[0]!;
      expect(visibleLength(`${text.trimEnd()} ${next}`.trimStart())).toBeGreaterThan(limit);
    });
  }
});

// Site 2.7, paywall link rewriting; site 7.7 (membership URL, login), site 5 (referrer).
describe('rewrittenLink', () => {
  const membership = (extra = '') => `${MEMBERSHIP}?referrer=${enc(PAGE)}`.replace('?', `?${extra}`);
  const authorise = `response_type=code&client_id=LIVE-ID&redirect_uri=${enc(CALLBACK)}&scope=bui&state=${enc(PAGE)}`;

  const rows: Array<[label: string, href: string | null | undefined, expected: string | undefined]> = [];
  for (const part of MEMBERSHIP_LINK_PARTS) {
    const href = `https://secure.example.org/applications${part.startsWith('/') ? '' : '/'}${part}`;
    rows.push(
      [`${part} without a referrer -> the membership URL with referrer`, href, membership()],
      [`${part} with its own parameters, kept`, `${href}?campaignID=ABC`, `${MEMBERSHIP}?campaignID=ABC&referrer=${enc(PAGE)}`],
      [`${part} with a referrer: unchanged`, `${href}?referrer=https%3A%2F%2Fa.example.org%2F`, undefined],
      [`${part} with a Referrer (another case): unchanged`, `${href}?Referrer=x`, undefined],
      [`${part} with an empty referrer counts as lacking one`, `${href}?referrer=`, membership()],
      [`${part} with a blank referrer counts as lacking one`, `${href}?referrer=%20`, membership()],
    );
  }
  rows.push(
    ['a relative /mem/join path', '/mem/join?offer=ss', `${MEMBERSHIP}?offer=ss&referrer=${enc(PAGE)}`],
    [
      'login without redirect_uri gets the authorisation parameters',
      'https://secure.example.org/applications/user/login',
      `https://secure.example.org/applications/user/login?${authorise}`,
    ],
    [
      'login without redirect_uri keeps its own parameters',
      'https://secure.example.org/applications/user/login?intcmp=X',
      `https://secure.example.org/applications/user/login?intcmp=X&${authorise}`,
    ],
    [
      'login without redirect_uri keeps its own client_id',
      'https://secure.example.org/applications/user/login?client_id=OWN',
      `https://secure.example.org/applications/user/login?client_id=OWN&response_type=code&redirect_uri=${enc(CALLBACK)}&scope=bui&state=${enc(PAGE)}`,
    ],
    [
      'login with redirect_uri but no state gets state',
      'https://secure.example.org/applications/user/login?redirect_uri=https%3A%2F%2Fwww.example.org%2Fcb',
      `https://secure.example.org/applications/user/login?redirect_uri=https%3A%2F%2Fwww.example.org%2Fcb&state=${enc(PAGE)}`,
    ],
    ['login with redirect_uri and state: unchanged', 'https://secure.example.org/applications/user/login?redirect_uri=x&state=y', undefined],
    [
      'login with redirect_uri and an empty state: unchanged (state= is there)',
      'https://secure.example.org/applications/user/login?redirect_uri=x&state=',
      undefined,
    ],
    ['a relative login path', '/applications/user/login?redirect_uri=x', `https://www.example.org/applications/user/login?redirect_uri=x&state=${enc(PAGE)}`],
    ['javascript: never', 'javascript:alert(1)//user/register', undefined],
    ['a fragment', '#x', undefined],
    ['a fragment naming a membership part', '#/mem/join', undefined],
    ['mailto:', 'mailto:help@example.org?subject=/mem/join', undefined],
    ['tel:', 'tel:+18005550100', undefined],
    ['a relative path elsewhere', '/health/', undefined],
    ['a relative path without slash', 'other.html', undefined],
    ['another host, another path', 'https://news.example.com/story', undefined],
    ['/mem/renew is not a membership part', 'https://secure.example.org/mem/renew?campaignid=Z', undefined],
    ['empty', '', undefined],
    ['blank', '   ', undefined],
    ['null', null, undefined],
    ['undefined', undefined, undefined],
  );

  it.each(rows)('%s', (_label, href, expected) => {
    expect(rewrittenLink(href, PAGE, config)).toBe(expected);
  });

  it('another host with a membership part is rewritten too (the spec says "links containing")', () => {
    expect(rewrittenLink('https://partner.example.com/mem/join', PAGE, config)).toBe(membership());
  });

  it('a rewritten link is not rewritten again', () => {
    for (const [, href] of rows) {
      const once = rewrittenLink(href, PAGE, config);
      if (once) expect(rewrittenLink(once, PAGE, config), String(href)).toBeUndefined();
    }
  });

  it('non-live hosts use the non-live client id', () => {
    const page = 'https://www-s.example.org/a.html';
    expect(rewrittenLink('/applications/user/login', page, config)).toContain('client_id=NONLIVE-ID');
  });
});

// CONTRACT 1: authoring mode is wcmmode edit or preview (cookie, query, <html data-wcmmode>).
describe('wcmMode', () => {
  it.each<[string | undefined, string, string | null, string]>([
    [undefined, '', null, ''],
    ['edit', '', null, 'edit'],
    [' Preview ', '', null, 'preview'],
    [undefined, '?wcmmode=PREVIEW', null, 'preview'],
    [undefined, '', 'edit', 'edit'],
    [undefined, '', 'disabled', 'disabled'],
    ['edit', '?wcmmode=preview', 'disabled', 'edit'], // the cookie first
    [undefined, '?wcmmode=preview', 'edit', 'preview'], // then the query
    ['', '', 'Preview', 'preview'],
  ])('cookie %j, query %j, attribute %j -> %j', (cookie, search, attribute, mode) => {
    expect(wcmMode(cookie, search, attribute)).toBe(mode);
  });
});

describe('previewPersona (only in preview mode)', () => {
  it.each([
    ['preview', '?paywallPreview=anonymous', 'anonymous'],
    ['preview', '?paywallPreview=Member', 'member'],
    ['preview', '?paywallPreview=%20expired%20', 'expired'],
    ['preview', '?paywallPreview=non-member', 'non-member'],
    ['preview', '?paywallPreview=cancelled', 'cancelled'],
    ['preview', '?paywallPreview=suspended', 'suspended'],
    ['preview', '?paywallPreview=nobody', undefined],
    ['preview', '?paywallPreview=', undefined],
    ['preview', '', undefined],
    ['edit', '?paywallPreview=anonymous', undefined],
    ['', '?paywallPreview=anonymous', undefined],
    ['disabled', '?paywallPreview=anonymous', undefined],
  ])('mode %j, query %j -> %j', (mode, search, id) => {
    expect(previewPersona(mode, search)?.id).toBe(id);
  });

  it('each persona stands for its login cookie', () => {
    expect(Object.fromEntries(PREVIEW_PERSONAS.map((persona) => [persona.id, persona.at?.ms]))).toEqual({
      anonymous: undefined,
      'non-member': '1',
      member: '0',
      expired: '5',
      cancelled: '4',
      suspended: 'M',
    });
  });
});

describe('previewUrl', () => {
  it.each([
    ['https://www.example.org/a.html?wcmmode=preview', 'member', 'https://www.example.org/a.html?wcmmode=preview&paywallPreview=member'],
    ['https://www.example.org/a.html?paywallPreview=member', 'expired', 'https://www.example.org/a.html?paywallPreview=expired'],
    ['https://www.example.org/a.html?wcmmode=preview&paywallPreview=member', '', 'https://www.example.org/a.html?wcmmode=preview'],
    ['https://www.example.org/a.html#top', 'anonymous', 'https://www.example.org/a.html?paywallPreview=anonymous#top'],
  ])('%s as %j -> %s', (page, id, url) => {
    expect(previewUrl(page, id)).toBe(url);
  });
});

// Site 4.8, brain-health 4.2: decided once per page view; on the programme sub-site an open cookie
// waits for the programme's answer (the identity session's first reading), off it the cookie decides.
describe('paywallDecision', () => {
  const notActivated = { userType: 'registered-non-activated-member' };
  const activated = { userType: 'returning-member' };
  const member = { ms: '0' };
  const expired = { ms: '5' };
  it.each<[string, Parameters<typeof paywallDecision>[0], Omit<Parameters<typeof paywallDecision>[1], 'persona'>, 'locked' | 'open' | undefined]>([
    ['no cookie, off the programme, at once', {}, { onProgramme: false, final: false }, 'locked'],
    ['no cookie, on the programme, at once', {}, { onProgramme: true, final: false }, 'locked'],
    ['code 5, at once', { at: expired }, { onProgramme: true, final: false }, 'locked'],
    ['code 0, off the programme: open at once', { at: member }, { onProgramme: false, final: false }, 'open'],
    ['code 0, on the programme: waits for the programme', { at: member }, { onProgramme: true, final: false }, undefined],
    ['code 0, on the programme, not activated (answered)', { at: member, programUser: notActivated }, { onProgramme: true, final: false }, 'locked'],
    ['code 0, on the programme, activated, reading complete', { at: member, programUser: activated }, { onProgramme: true, final: true }, 'open'],
    ['code 0, on the programme, no programme answer, reading complete: the cookie decides', { at: member }, { onProgramme: true, final: true }, 'open'],
  ])('%s', (_label, sources, options, expected) => {
    expect(paywallDecision(sources, options)).toBe(expected);
  });

  it('a previewed persona decides at once by its own cookie, without the programme', () => {
    const persona = (id: string) => PREVIEW_PERSONAS.find((p) => p.id === id)!;
    const sources = { at: member, programUser: notActivated };
    expect(paywallDecision(sources, { persona: persona('member'), onProgramme: true, final: false })).toBe('open');
    expect(paywallDecision({ at: member }, { persona: persona('anonymous'), onProgramme: false, final: false })).toBe('locked');
    expect(paywallDecision({}, { persona: persona('expired'), onProgramme: true, final: false })).toBe('locked');
  });
});
