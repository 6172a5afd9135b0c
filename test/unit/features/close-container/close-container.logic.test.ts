/** The close-container (site 2.13: dismissible): when the close control is added. */
import { describe, expect, it } from 'vitest';
import { hasContent, isDismissible } from '../../../../src/features/close-container/close-container.logic.ts';

describe('close-container', () => {
  const content: ReadonlyArray<[children: number, text: string, has: boolean]> = [
    [1, '', true],
    [0, 'Offices closed Monday', true],
    [0, '  \n\t', false],
    [0, '', false],
  ];
  for (const [children, text, has] of content)
    it(`${children} children, text ${JSON.stringify(text)}: ${has ? 'content' : 'empty'}`, () => expect(hasContent(children, text)).toBe(has));

  const rows: ReadonlyArray<[authoring: boolean, has: boolean, dismissible: boolean]> = [
    [false, true, true],
    [true, true, false],
    [false, false, false],
    [true, false, false],
  ];
  for (const [authoring, has, dismissible] of rows)
    it(`authoring ${authoring}, content ${has}: ${dismissible ? 'close control' : 'none'}`, () => expect(isDismissible(authoring, has)).toBe(dismissible));
});
