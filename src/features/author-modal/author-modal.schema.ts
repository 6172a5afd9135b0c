import * as v from 'valibot';

/** No configuration: the CMS content is the modal (its first heading names it). */
export const authorModalSchema = v.object({});

export type AuthorModalConfig = v.InferOutput<typeof authorModalSchema>;
