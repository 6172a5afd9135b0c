// @vitest-environment node
/**
 * The texts the Ask page shows from ask.logic.ts (the thinking messages, the copy results, the
 * pro-tips error, the forbidden fallback) go through `t(constant)`, which the literal scan of
 * test/unit/build/dictionary-coverage.test.ts cannot see: each has its Spanish entry here.
 */
import { describe, expect, it } from 'vitest';
import dictionary from '../../../../fixtures/site/dict.es.json' with { type: 'json' };
import { COPY_FAILURE, COPY_SUCCESS, FORBIDDEN_FALLBACK, PRO_TIPS_ERROR, THINKING_MESSAGES } from '../../../../src/features/ask/ask.logic.ts';

describe('Ask texts shown from ask.logic.ts have Spanish entries', () => {
  for (const text of [...THINKING_MESSAGES, COPY_SUCCESS, COPY_FAILURE, PRO_TIPS_ERROR, FORBIDDEN_FALLBACK]) {
    it(JSON.stringify(text), () => {
      expect((dictionary as Record<string, string>)[text], 'missing from fixtures/site/dict.es.json').toBeTypeOf('string');
    });
  }
});
