// @vitest-environment happy-dom
/**
 * The cross-origin hand-off of an entry widget's question (ask-and-rewards 2.2; handoff.ts):
 * the fragment parameter ask_question, read once by the Ask page and removed, and the Ask page's
 * one read of the stored question and the fragment (takeHandedOffQuestion).
 */
import { describe, expect, it } from 'vitest';
import { HANDOFF_PARAM, handoffUrl, originOf, questionFromUrl, sharesStorage, withoutHandoff } from '../../../../src/features/ask/handoff.ts';
import { takeHandedOffQuestion } from '../../../../src/features/ask/ask-page.browser.ts';
import { encodeStoredQuestion, STORED_QUESTION_KEY, STORED_QUESTION_MAX_AGE_MS } from '../../../../src/features/ask/ask.logic.ts';

describe('the parameter', () => {
  it('is named ask_question', () => {
    expect(HANDOFF_PARAM).toBe('ask_question');
  });
});

describe('originOf', () => {
  it.each([
    ['https://www.example.org/ask-member?x=1', 'https://www.example.org'],
    ['http://localhost:8481/ask-member', 'http://localhost:8481'],
    ['/ask-member', undefined],
    ['javascript:alert(1)', undefined],
    ['data:text/html,x', undefined],
    ['', undefined],
  ])('%s -> %s', (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });
});

describe('sharesStorage', () => {
  it.each([
    ['/ask-member', 'http://localhost:8481', true],
    ['http://localhost:8481/ask-member?source_section=health', 'http://localhost:8481', true],
    ['http://localhost:8481/ask-member', 'http://127.0.0.1:8481', false],
    ['https://www.example.org/ask-member', 'https://partner.example', false],
    ['https://www.example.org/ask-member', 'http://www.example.org', false],
    ['https://www.example.org:444/ask-member', 'https://www.example.org', false],
    ['/ask-member', 'null', false],
    ['/ask-member', '', false],
  ])('%s from %s -> %s', (url, origin, shared) => {
    expect(sharesStorage(url, origin)).toBe(shared);
  });
});

describe('handoffUrl', () => {
  it('adds the question as a fragment parameter, percent-encoded', () => {
    expect(handoffUrl('https://www.example.org/ask-member?source_section=health', 'What does Part B cover?')).toBe(
      'https://www.example.org/ask-member?source_section=health#ask_question=What%20does%20Part%20B%20cover%3F',
    );
  });
  it('trims the question and encodes every reserved character', () => {
    expect(handoffUrl('/ask', '  a&b=c#d+e/%  ')).toBe('/ask#ask_question=a%26b%3Dc%23d%2Be%2F%25');
  });
  it('keeps other fragment parts and replaces an earlier question', () => {
    expect(handoffUrl('/ask#top&ask_question=old', 'new')).toBe('/ask#top&ask_question=new');
  });
  it('leaves the address alone for a blank question', () => {
    expect(handoffUrl('/ask?x=1', '   ')).toBe('/ask?x=1');
    expect(handoffUrl('/ask#ask_question=old', '')).toBe('/ask');
  });
});

describe('questionFromUrl', () => {
  it('reads the question and the source_section back', () => {
    const url = handoffUrl('https://www.example.org/ask-member?source_section=health-info-2027', 'Línea 1\n¿Qué cubre la Parte B? <b>&amp;</b>');
    expect(questionFromUrl(url)).toEqual({ question: 'Línea 1\n¿Qué cubre la Parte B? <b>&amp;</b>', sourceSection: 'health-info-2027' });
  });
  it("reads '+' as a space, as form encoding writes it", () => {
    expect(questionFromUrl('/ask#ask_question=Part+B')).toEqual({ question: 'Part B', sourceSection: '' });
  });
  it('takes the last one when given twice', () => {
    expect(questionFromUrl('/ask#ask_question=one&ask_question=two')?.question).toBe('two');
  });
  it.each([
    ['no fragment', '/ask?ask_question=in-the-query'],
    ['another fragment', '/ask#top'],
    ['blank', '/ask#ask_question=%20%20'],
    ['no value', '/ask#ask_question'],
    ['broken percent-encoding', '/ask#ask_question=%E0%A4%A'],
    ['over 800 characters', `/ask#ask_question=${'a'.repeat(801)}`],
  ])('nothing for %s', (_name, url) => {
    expect(questionFromUrl(url)).toBeUndefined();
  });
  it('counts the limit without newlines (5.1) and takes a configured one', () => {
    expect(questionFromUrl(`/ask#ask_question=${'a'.repeat(800)}${'%0A'.repeat(5)}`)?.question).toHaveLength(800);
    expect(questionFromUrl('/ask#ask_question=abcdef', 5)).toBeUndefined();
  });
  it('is not fooled by a similarly named parameter', () => {
    expect(questionFromUrl('/ask#ask_questions=x')).toBeUndefined();
  });
  it('answers undefined for a non-string', () => {
    expect(questionFromUrl(undefined as unknown as string)).toBeUndefined();
  });
});

describe('withoutHandoff', () => {
  it.each([
    ['https://www.example.org/ask-member?source_section=health#ask_question=x', 'https://www.example.org/ask-member?source_section=health'],
    ['/ask#top&ask_question=x', '/ask#top'],
    ['/ask#ask_question=x&top', '/ask#top'],
    ['/ask', '/ask'],
    ['/ask#', '/ask'],
  ])('%s -> %s', (url, expected) => {
    expect(withoutHandoff(url)).toBe(expected);
  });
  it('round-trips: the question, then the address without it', () => {
    const base = 'http://localhost:8481/ask-member?source_section=home';
    const url = handoffUrl(base, 'Is this safe? #yes & more');
    expect(questionFromUrl(url)?.question).toBe('Is this safe? #yes & more');
    expect(withoutHandoff(url)).toBe(base);
  });
});

describe('takeHandedOffQuestion (the Ask page on load)', () => {
  const start = '/ask-member?source_section=medicare';
  const reset = (hash = '') => {
    localStorage.clear();
    window.history.replaceState({ kept: true }, '', `${start}${hash}`);
  };
  const NOW = Date.UTC(2027, 2, 1);

  it('takes the stored question once and clears the key', () => {
    reset();
    localStorage.setItem(STORED_QUESTION_KEY, encodeStoredQuestion('What is Part B?', 'medicare', NOW - 1000));
    expect(takeHandedOffQuestion(window, NOW)).toBe('What is Part B?');
    expect(localStorage.getItem(STORED_QUESTION_KEY)).toBeNull();
    expect(takeHandedOffQuestion(window, NOW)).toBeUndefined();
  });

  it('clears a stale or broken stored question without asking it', () => {
    reset();
    localStorage.setItem(STORED_QUESTION_KEY, encodeStoredQuestion('Old?', 'x', NOW - STORED_QUESTION_MAX_AGE_MS - 1));
    expect(takeHandedOffQuestion(window, NOW)).toBeUndefined();
    expect(localStorage.getItem(STORED_QUESTION_KEY)).toBeNull();
    localStorage.setItem(STORED_QUESTION_KEY, '{not json');
    expect(takeHandedOffQuestion(window, NOW)).toBeUndefined();
    expect(localStorage.getItem(STORED_QUESTION_KEY)).toBeNull();
  });

  it('takes the handed-over question from the fragment and removes only the parameter from the address', () => {
    reset(`#top&${HANDOFF_PARAM}=What%20is%20Part%20B%3F`);
    expect(takeHandedOffQuestion(window, NOW)).toBe('What is Part B?');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(`${start}#top`);
    expect(window.history.state).toEqual({ kept: true });
  });

  it('prefers the stored question, and still removes the parameter', () => {
    reset(`#${HANDOFF_PARAM}=Other`);
    localStorage.setItem(STORED_QUESTION_KEY, encodeStoredQuestion('Stored?', '', NOW));
    expect(takeHandedOffQuestion(window, NOW)).toBe('Stored?');
    expect(window.location.hash).toBe('');
  });

  it('storage that throws counts as nothing stored', () => {
    reset(`#${HANDOFF_PARAM}=From%20the%20address`);
    const refusing = new Proxy(window, {
      get: (target, key) =>
        key === 'localStorage'
          ? {
              getItem: () => {
                throw new Error('denied');
              },
            }
          : Reflect.get(target, key, target),
    }) as Window;
    expect(takeHandedOffQuestion(refusing, NOW)).toBe('From the address');
  });
});
