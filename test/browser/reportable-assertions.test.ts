/**
 * The setup module every browser test page loads first (setup/reportable-assertions.ts): a failed
 * assertion about a DOM node must reach the reporter. Checked here without asserting on anything
 * uncloneable, so that without the setup this test fails instead of hanging the run.
 */
import { AssertionError, expect } from 'chai';

function failureOf(assertion: () => void): Error & { actual?: unknown; expected?: unknown } {
  try {
    assertion();
  } catch (error) {
    if (error instanceof AssertionError) return error;
    throw new Error(`not an assertion error: ${String(error)}`);
  }
  throw new Error('the assertion did not fail');
}

function cloneProblem(value: unknown): string {
  try {
    structuredClone(value);
    return '';
  } catch (error) {
    return String(error);
  }
}

describe('failed assertions are reportable (setup/reportable-assertions.ts)', () => {
  it("a DOM node as the actual value: cloneable, with chai's message unchanged", () => {
    const failure = failureOf(() => expect(document.body).to.equal(null));
    expect(cloneProblem({ actual: failure.actual, expected: failure.expected })).to.equal('');
    expect(failure.message).to.match(/^expected <body>.*to equal null$/s);
    expect(String(failure.actual)).to.include('body');
  });

  it('a DOM node as the expected value, and a function: cloneable', () => {
    const node = failureOf(() => expect(null).to.equal(document.documentElement));
    expect(cloneProblem({ actual: node.actual, expected: node.expected })).to.equal('');
    const fn = failureOf(() => expect(() => 1).to.equal(null));
    expect(cloneProblem({ actual: fn.actual, expected: fn.expected })).to.equal('');
  });

  it('cloneable values stay as they were, for the diff', () => {
    const failure = failureOf(() => expect({ a: 1 }).to.deep.equal({ a: 2 }));
    expect(failure.actual).to.deep.equal({ a: 1 });
    expect(failure.expected).to.deep.equal({ a: 2 });
  });
});
