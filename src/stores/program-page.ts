/**
 * The programme page's own settings (CONTRACT 4c): the JSON config of the page's `program-gate`
 * (its first `<script type="application/json">`), read leniently by the elements that are not the
 * gate. Today one field: `vendorMode` (brain-health 2.4, 6: vendor mode hides my plan, which
 * `<my-list-count>` is).
 *
 * Lenient on purpose: the gate validates its own config and reports it; a page whose gate config
 * is missing, does not parse or has the wrong shape reads as the defaults here, and this never
 * throws. A flag reads as every flag of the library does (core/values.ts `isOn`: true or 'true').
 * The first `program-gate` of the document counts (the contract puts one on each programme page).
 */
import { asRecord, isOn, ownValue } from '../core/values.ts';

export interface ProgramPageSettings {
  vendorMode: boolean;
}

export const PROGRAM_PAGE_DEFAULTS: Readonly<ProgramPageSettings> = Object.freeze({ vendorMode: false });

const CONFIG_SELECTOR = 'program-gate > script[type="application/json"]';

/** The programme page's settings from `doc`'s first program-gate config; the defaults when there is none or it cannot be read. */
export function readProgramPage(doc: Document = document): ProgramPageSettings {
  let config: Record<string, unknown> | undefined;
  try {
    const script = doc.querySelector(CONFIG_SELECTOR);
    config = asRecord(script ? JSON.parse(script.textContent ?? '') : undefined);
  } catch {
    config = undefined;
  }
  return config ? { vendorMode: isOn(ownValue(config, 'vendorMode')) } : { ...PROGRAM_PAGE_DEFAULTS };
}
