/**
 * `<saved-benefits>` on the demo site (site 2.10, 4.10): the demo page that carries it, which
 * every quality gate visits. The element's behaviour on its CMS-like test page against the
 * emulator (the views per persona, the card and the removing overlay as accessibility trees,
 * removing by click and keyboard with Undo, keepalive when the page is left during the undo
 * window, a save in another tab appearing without a reload, 390 px) is in
 * test/browser/saved-benefits.test.ts.
 */
import { expect, test } from '@playwright/test';
import { demoPages } from '../../cms-templates/pages/index.ts';

const PATH = '/benefits/saved-benefits/';

test('the demo page that carries it', () => {
  expect(demoPages.filter((demo) => demo.elements.includes('saved-benefits')).map((demo) => demo.path)).toEqual([PATH]);
});
