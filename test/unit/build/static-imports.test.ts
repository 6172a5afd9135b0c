import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { staticClosure, staticImports } from '../../../scripts/static-imports.ts';

describe('staticImports (what the base chunk is made of)', () => {
  it('follows value imports and re-exports, not type-only imports or import()', () => {
    const source = `
import { a, type B } from './a.ts';
import type { C } from './c.ts';
import {
  d,
  e,
} from './d.ts';
import './side-effect.ts';
export { f } from './f.ts';
export type { G } from './g.ts';
export * from './h.ts';
import ky from 'ky';
const later = () => import('./lazy.ts');
 * import { notCode } from './comment.ts';
`;
    expect(staticImports(source)).toEqual(['./a.ts', './d.ts', './side-effect.ts', './f.ts', './h.ts']);
  });

  it('the page API reaches the identity session and not the lazily loaded rules, logout, service client or link code', () => {
    const closure = staticClosure(['src/page/index.ts', 'src/behaviours/index.ts']);
    const has = (file: string) => closure.has(resolve(file));
    expect(has('src/stores/identity-session.ts')).toBe(true);
    expect(has('src/domain/anonymous-identity.ts')).toBe(true);
    expect(has('src/behaviours/links.ts')).toBe(true);
    for (const lazy of [
      'src/stores/identity.ts',
      'src/domain/identity.ts',
      'src/domain/header-type.ts',
      'src/core/time-zone.ts',
      'src/stores/logout.ts',
      'src/api/identity.ts',
      'src/behaviours/campaign-tagging.ts',
      'src/behaviours/link-query.ts',
      'src/domain/site-links.ts',
    ]) {
      expect(has(lazy), lazy).toBe(false);
    }
  });
});
