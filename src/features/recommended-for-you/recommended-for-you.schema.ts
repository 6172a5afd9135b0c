/**
 * Recommendation container configuration (CONTRACT 4b: data-component-id, data-model, data-count,
 * data-placement on the tag; site 3.11 names). Every container of the page shares one request
 * (site 7.6) whose endpoint is `#site-config` `recommendationEndpoint`. The host rewrite of site
 * 2.11 and the fallback address have documented defaults (docs/decisions.md, issue 17).
 */
import * as v from 'valibot';
import { optionalText, requiredText, text } from '../../core/schema.ts';

/** A list of host names: a JSON array of strings, or one string separated by commas or spaces. */
const hostList = v.optional(
  v.pipe(
    v.union([v.array(v.string()), v.string()], 'expected a list of host names'),
    v.transform((value): string[] => (Array.isArray(value) ? value : value.split(/[\s,]+/)).map((host) => host.trim().toLowerCase()).filter(Boolean)),
    v.description(
      '2.11: host names of the main site as the service writes ctaUrls (e.g. www.example.org); their links are rewritten to `domain` (or `appDomain` in the app web view). Empty: nothing is rewritten.',
    ),
  ),
  [],
);

export const recommendedForYouSchema = v.object({
  componentId: requiredText('3.11: the componentId of this container in the request bundle and the answer.'),
  model: requiredText(
    '3.11: the recommendation model (articles, benefits, events, nbx, videos, games); events, nbx, benefits and articles carry the stored location (7.6).',
  ),
  count: v.optional(
    v.pipe(
      v.union(
        [
          v.pipe(v.string(), v.trim(), v.regex(/^\d+$/, 'expected a whole number')),
          v.pipe(v.number(), v.integer('expected a whole number'), v.minValue(0, 'expected at least 0'), v.transform(String)),
        ],
        'expected a whole number',
      ),
      v.description("3.11: how many items, sent as a string; '0' drops the container from the request (site 5)."),
    ),
    '4',
  ),
  placement: text('', '3.11: the placement sent with the bundle entry.'),
  filter: text('', "3.11 / 7.6: the bundle entry's filter; location models get 'latitude: {lat}|longitude: {lng}|' before it."),
  mainHosts: hostList,
  domain: optionalText("2.11: the configured domain (an origin) main-host links go to. Default: the page's own origin."),
  appDomain: optionalText("2.11 / 2.2: the app host (an origin) main-host links go to inside the app web view. Default: the page's own origin."),
  fallbackUrl: optionalText('7.6: the fallback content. Default /etc/{site}/recommendations/consolidatedFallbackContent.json ({site} from #site-config).'),
});

export type RecommendedForYouConfig = v.InferOutput<typeof recommendedForYouSchema>;
