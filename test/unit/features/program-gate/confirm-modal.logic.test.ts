import { describe, expect, it } from 'vitest';
import { confirmTexts } from '../../../../src/features/confirm-modal/confirm-modal.logic.ts';

// CONTRACT 5, brain-health 3.5: confirm()'s options, read as text with defaults.
describe('confirmTexts', () => {
  it('keeps given texts', () => {
    const { texts, fromDefault } = confirmTexts({ title: 'T', message: 'M', positiveButtonText: 'Go', negativeButtonText: 'Stay' });
    expect(texts).toEqual({ title: 'T', message: 'M', positiveButtonText: 'Go', negativeButtonText: 'Stay' });
    expect(fromDefault.size).toBe(0);
  });

  it.each([undefined, null, 'x', 5, { title: 3, message: ['m'], positiveButtonText: ' ', negativeButtonText: {} }])('defaults for %j', (options) => {
    const { texts, fromDefault } = confirmTexts(options);
    expect(texts).toEqual({ title: 'Please confirm', message: '', positiveButtonText: 'Yes', negativeButtonText: 'No' });
    expect([...fromDefault].sort()).toEqual(['message', 'negativeButtonText', 'positiveButtonText', 'title']);
  });

  it('ignores inherited fields', () => {
    expect(confirmTexts(Object.create({ title: 'inherited' })).texts.title).toBe('Please confirm');
  });
});
