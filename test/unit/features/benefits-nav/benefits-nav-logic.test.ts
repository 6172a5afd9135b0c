/**
 * site 2.9: the active item is matched by the last two path segments; the remembered selection
 * (category, subcategory page name, subcategory id, redirectEnabled) as stored and read back.
 */
import { describe, expect, it } from 'vitest';
import {
  activeIndex,
  isActivePath,
  lastSegment,
  lastTwoSegments,
  parseSelection,
  selectionForLink,
  serialiseSelection,
  shouldRedirectScroll,
  type NavSelection,
} from '../../../../src/features/benefits-nav/benefits-nav.logic.ts';

describe('lastTwoSegments', () => {
  it.each([
    ['/benefits/travel/', 'benefits/travel'],
    ['/benefits/travel', 'benefits/travel'],
    ['/benefits/travel//', 'benefits/travel'],
    ['/benefits/travel.html', 'benefits/travel'],
    ['/benefits/travel.htm', 'benefits/travel'],
    ['/Benefits/TRAVEL/', 'benefits/travel'],
    ['/benefits/travel/hotels/', 'travel/hotels'],
    ['/benefits/travel/hotels.html?cmp=x#top', 'travel/hotels'],
    ['/content/member/en/home/benefits/travel/hotels.html', 'travel/hotels'],
    ['/espanol/beneficios/viajes/', 'beneficios/viajes'],
    ['/espanol/beneficios/viajes/hoteles/', 'viajes/hoteles'],
    ['/espanol/beneficios/viajes/crucero.html', 'viajes/crucero'],
    ['/espanol/beneficios/viajes/planificaci%C3%B3n/', 'viajes/planificación'],
    ['/benefits/', 'benefits'],
    ['/', ''],
    ['', ''],
  ])('%j -> %j', (path, expected) => {
    expect(lastTwoSegments(path)).toBe(expected);
  });

  it('bad input is the root', () => {
    expect(lastTwoSegments(undefined as unknown as string)).toBe('');
    expect(lastTwoSegments('/bad/%E0%A4%A')).toBe('bad/%e0%a4%a');
  });
});

describe('isActivePath (site 2.9: the last two segments)', () => {
  it.each([
    // link, page, active
    ['/benefits/travel/', '/benefits/travel/', true],
    ['/benefits/travel/', '/benefits/travel', true],
    ['/benefits/travel/', '/benefits/travel.html', true],
    ['/benefits/travel/', '/BENEFITS/Travel/', true],
    ['/benefits/travel/', '/content/member/en/home/benefits/travel.html', true],
    ['/benefits/travel/hotels/', '/benefits/travel/hotels/', true],
    ['/benefits/travel/hotels.html', '/benefits/travel/hotels/', true],
    ['/benefits/travel/hotels/', '/other/travel/hotels/', true],
    ['/benefits/travel/', '/benefits/travel/hotels/', false],
    ['/benefits/travel/hotels/', '/benefits/travel/', false],
    ['/benefits/travel/hotels/', '/benefits/travel/hotels/hilton/', false],
    ['/espanol/beneficios/viajes/', '/espanol/beneficios/viajes/', true],
    ['/espanol/beneficios/viajes/hoteles/', '/espanol/beneficios/viajes/hoteles.html', true],
    ['/espanol/beneficios/viajes/hoteles/', '/benefits/travel/hotels/', false],
    ['/', '/', false],
    ['/', '/benefits/', false],
  ])('%s on %s: %s', (link, page, active) => {
    expect(isActivePath(link, page)).toBe(active);
  });

  it('the first matching link wins; none is -1', () => {
    const links = ['/benefits/', '/benefits/travel/', '/benefits/travel/hotels/', '/x/travel/hotels/'];
    expect(activeIndex(links, '/benefits/travel/hotels/')).toBe(2);
    expect(activeIndex(links, '/benefits/health/')).toBe(-1);
  });
});

describe('lastSegment', () => {
  it.each([
    ['/benefits/travel/hotels/', 'hotels'],
    ['/benefits/travel/hotels.html', 'hotels'],
    ['/espanol/beneficios/viajes/Hoteles/', 'hoteles'],
    ['/', ''],
  ])('%s -> %s', (path, expected) => expect(lastSegment(path)).toBe(expected));
});

const hotels: NavSelection = { category: 'travel', subCategoryPageName: 'hotels', subCategoryId: '41', redirectEnabled: true };

describe('parseSelection (garbage reads as nothing)', () => {
  it('reads back what it writes', () => {
    expect(parseSelection(serialiseSelection(hotels))).toEqual(hotels);
    const category = { ...hotels, subCategoryPageName: '', subCategoryId: '', redirectEnabled: false };
    expect(parseSelection(serialiseSelection(category))).toEqual(category);
  });

  it.each([
    ['a number id', '{"category":"travel","subCategoryPageName":"hotels","subCategoryId":41,"redirectEnabled":true}', hotels],
    ['redirectEnabled as text', '{"category":"travel","subCategoryPageName":"hotels","subCategoryId":"41","redirectEnabled":"true"}', hotels],
    ['missing redirectEnabled', '{"category":"travel"}', { category: 'travel', subCategoryPageName: '', subCategoryId: '', redirectEnabled: false }],
    ['blanks around', '{"category":" travel ","subCategoryPageName":"hotels ","subCategoryId":" 41","redirectEnabled":true}', hotels],
  ])('%s', (_name, text, expected) => {
    expect(parseSelection(text)).toEqual(expected);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ['not JSON', '{category: travel'],
    ['a string', '"travel"'],
    ['a number', '42'],
    ['an array', '["travel","hotels","41",true]'],
    ['JSON null', 'null'],
    ['an empty object', '{}'],
    ['a wrong type', '{"category":["travel"],"subCategoryPageName":"hotels","subCategoryId":"41","redirectEnabled":true}'],
    ['an object id', '{"category":"travel","subCategoryId":{"id":41}}'],
    ['redirectEnabled garbage', '{"category":"travel","redirectEnabled":"yes"}'],
    ['NaN-like id', '{"category":"travel","subCategoryId":1e999}'],
    ['an overlong field', JSON.stringify({ ...hotels, category: 'x'.repeat(201) })],
  ])('%s: nothing', (_name, text) => {
    expect(parseSelection(text as string | null | undefined)).toBeUndefined();
  });
});

describe('selectionForLink', () => {
  it('a subcategory link remembers its category, page name and id, and asks for the scroll', () => {
    expect(selectionForLink({ path: '/benefits/travel/hotels/', subCategoryId: '41', categoryPath: '/benefits/travel/' })).toEqual(hotels);
    expect(selectionForLink({ path: '/espanol/beneficios/viajes/hoteles.html', subCategoryId: ' 41 ', categoryPath: '/espanol/beneficios/viajes/' })).toEqual({
      category: 'viajes',
      subCategoryPageName: 'hoteles',
      subCategoryId: '41',
      redirectEnabled: true,
    });
  });

  it('a category link (no id, or a blank one) clears the subcategory and the scroll', () => {
    const travel = { category: 'travel', subCategoryPageName: '', subCategoryId: '', redirectEnabled: false };
    expect(selectionForLink({ path: '/benefits/travel/' })).toEqual(travel);
    expect(selectionForLink({ path: '/benefits/travel/', subCategoryId: '  ' })).toEqual(travel);
  });
});

describe('shouldRedirectScroll', () => {
  it.each([
    [hotels, '/benefits/travel/hotels/', true],
    [hotels, '/benefits/travel/hotels.html', true],
    [hotels, '/Benefits/Travel/Hotels', true],
    [hotels, '/benefits/travel/', false],
    [{ ...hotels, redirectEnabled: false }, '/benefits/travel/hotels/', false],
    [{ ...hotels, subCategoryId: '' }, '/benefits/travel/hotels/', false],
    [undefined, '/benefits/travel/hotels/', false],
  ])('%j on %s: %s', (selection, path, expected) => {
    expect(shouldRedirectScroll(selection, path)).toBe(expected);
  });
});
