/**
 * Loaded before the test framework on every browser test page (web-test-runner.config.mjs,
 * `testRunnerHtml`). web-test-runner sends a failed test's error from the page to Node with
 * structuredClone, `actual` and `expected` included; chai puts the asserted value there, so an
 * assertion about a DOM node (or a function, a window) made the send throw a DataCloneError and
 * the run hung until testsFinishTimeout, with no message (modernweb-dev/web#2967). A failed
 * assertion's `actual` or `expected` that cannot be cloned is replaced by chai's own text of it:
 * the failure is reported, with the same message.
 */
import * as chai from 'chai';

function cloneable(value: unknown): boolean {
  try {
    structuredClone(value);
    return true;
  } catch {
    return false;
  }
}

/** The error with `actual` and `expected` made cloneable (chai's inspection of each value that is not). */
export function reportable(error: unknown, inspect: (value: unknown) => string): unknown {
  if (!(error instanceof chai.AssertionError)) return error;
  const fields = error as unknown as { actual?: unknown; expected?: unknown };
  for (const key of ['actual', 'expected'] as const) {
    if (key in fields && !cloneable(fields[key])) fields[key] = inspect(fields[key]);
  }
  return error;
}

chai.use((api, utils) => {
  const prototype = api.Assertion.prototype as unknown as { assert: (...args: unknown[]) => unknown };
  const assert = prototype.assert;
  prototype.assert = function (this: unknown, ...args: unknown[]) {
    try {
      return assert.apply(this, args);
    } catch (error) {
      throw reportable(error, (value) => utils.inspect(value));
    }
  };
});
