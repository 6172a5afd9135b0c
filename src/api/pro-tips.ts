/**
 * The pro-tips fragment of the Ask page (ask-and-rewards 4.4, 7.1): an HTML fragment the CMS
 * renders at `{proTipsPath}.resource.root.html` (the address is ask.logic's proTipsUrl), fetched
 * as every CMS fragment is (api/fragments.ts: '' when the answer is not an HTML fragment, an
 * ApiError when the service cannot be reached or does not answer in time).
 */
export { fetchHtmlFragment as fetchProTips, type FragmentOptions as ProTipsOptions } from './fragments.ts';
