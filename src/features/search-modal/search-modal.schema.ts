/**
 * Search modal configuration (CONTRACT 4b, site 2.8, 3.10): the channel dropdown's options, each
 * `{ dropDownLabel, dropDownValue }` (site 3.10). Labels are the author's text, translated by the
 * CMS dictionary on Spanish pages; the value goes to the search as `c`.
 */
import * as v from 'valibot';

const option = v.object({
  dropDownLabel: v.pipe(v.string(), v.trim(), v.minLength(1, 'dropDownLabel must not be empty')),
  dropDownValue: v.pipe(v.string(), v.trim()),
});

export const DEFAULT_OPTIONS = [{ dropDownLabel: 'All', dropDownValue: 'all' }];

export const searchModalSchema = v.object({
  options: v.optional(
    v.pipe(
      v.array(option, 'expected a list of { dropDownLabel, dropDownValue }'),
      v.minLength(1, 'expected at least one option'),
      v.description(
        "The channel dropdown's options, in order: { dropDownLabel, dropDownValue } (site 3.10). The value is the search's c parameter. Default: All (all).",
      ),
    ),
    DEFAULT_OPTIONS,
  ),
});

export type SearchModalConfig = v.InferOutput<typeof searchModalSchema>;
