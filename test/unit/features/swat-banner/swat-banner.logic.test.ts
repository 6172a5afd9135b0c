/** The swat banner's mobile-image sync (site 2.13, 9: after 2000 ms), our reading of "synced" (docs/decisions.md). */
import { describe, expect, it } from 'vitest';
import { SYNC_DELAY_MS, syncedMobile, type ImageFacts } from '../../../../src/features/swat-banner/swat-banner.logic.ts';

const img = (src: string, alt = 'Fraud alert', srcset = ''): ImageFacts => ({ src, srcset, alt });

describe('the sync', () => {
  it('happens 2000 ms after the start (site 9)', () => expect(SYNC_DELAY_MS).toBe(2000));
  const rows: ReadonlyArray<[name: string, start: ImageFacts, now: ImageFacts, mobile: ImageFacts, result: ImageFacts | undefined]> = [
    ['desktop unchanged: the mobile rendition stays', img('d.jpg'), img('d.jpg'), img('m.jpg'), undefined],
    ['desktop swapped: the mobile image takes its picture and alt', img('d.jpg'), img('d2.jpg', 'New offer'), img('m.jpg'), img('d2.jpg', 'New offer')],
    ['only the alt changed: synced too', img('d.jpg', 'A'), img('d.jpg', 'B'), img('m.jpg', 'A'), img('d.jpg', 'B')],
    [
      'srcset swapped: synced with its srcset',
      img('d.jpg'),
      img('d.jpg', 'Fraud alert', 'd-2x.jpg 2x'),
      img('m.jpg'),
      img('d.jpg', 'Fraud alert', 'd-2x.jpg 2x'),
    ],
    ['desktop emptied: nothing to take', img('d.jpg'), img(''), img('m.jpg'), undefined],
    ['mobile already the same: nothing changes', img('d.jpg'), img('d2.jpg'), img('d2.jpg'), undefined],
  ];
  for (const [name, start, now, mobile, result] of rows) it(name, () => expect(syncedMobile(start, now, mobile)).toEqual(result));
});
