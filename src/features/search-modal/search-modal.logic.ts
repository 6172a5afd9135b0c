/**
 * The search modal's rules (site 2.8): which channel option the page selects, and where a search
 * goes. Pure.
 *
 * Channel mapping. The page's channel is `<html data-channel data-subchannel>` (CONTRACT 4b).
 * - channel 'membership' with subchannel 'benefits' -> 'member benefits';
 * - channel 'pri' -> 'research';
 * - any other channel -> the channel itself ('health' selects 'Health'); none -> no preference.
 * An option matches when its value, else its label, equals the wanted channel with case, accents,
 * spaces and punctuation ignored ('member benefits' matches 'Member Benefits', 'member-benefits'
 * and 'memberBenefits'). Values are tried over every option before labels. When nothing matches,
 * the first option (the author's default, usually 'All') is selected.
 */

export interface ChannelOption {
  dropDownLabel: string;
  dropDownValue: string;
}

export interface PageChannel {
  channel?: string | null;
  subchannel?: string | null;
}

/** Lower case, no accents, letters and digits only: the form in which channels are compared. */
export function channelKey(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The channel the page asks for (site 2.8), as a key of `channelKey`; '' for none. */
export function wantedChannel({ channel, subchannel }: PageChannel): string {
  const main = channelKey(channel);
  const sub = channelKey(subchannel);
  if (main === 'membership' && sub === 'benefits') return channelKey('member benefits');
  if (main === 'pri') return channelKey('research');
  return main;
}

/** The index of the option the page selects (site 2.8); 0 when none matches. */
export function selectedChannelIndex(options: readonly ChannelOption[], page: PageChannel): number {
  const wanted = wantedChannel(page);
  if (!wanted) return 0;
  const byValue = options.findIndex((option) => channelKey(option.dropDownValue) === wanted);
  if (byValue >= 0) return byValue;
  const byLabel = options.findIndex((option) => channelKey(option.dropDownLabel) === wanted);
  return Math.max(byLabel, 0);
}

/** The default search results page (site 2.8). */
export function defaultSearchUrl(locale: string): string {
  return locale === 'es' ? '/espanol/buscar/' : '/search/';
}

/**
 * Where a search goes (site 2.8): `{searchUrl}?q={term}&c={channel}`, the term trimmed and both
 * percent-encoded; a query the search URL already has is kept (`&` then), a fragment stays last.
 * Undefined for an empty or blank term: it is never submitted.
 */
export function searchTarget(searchUrl: string, term: string, channel: string): string | undefined {
  const q = term.trim();
  if (!q) return undefined;
  const hashAt = searchUrl.indexOf('#');
  const base = hashAt >= 0 ? searchUrl.slice(0, hashAt) : searchUrl;
  const hash = hashAt >= 0 ? searchUrl.slice(hashAt) : '';
  const joiner = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&';
  return `${base}${joiner}q=${encodeURIComponent(q)}&c=${encodeURIComponent(channel)}${hash}`;
}
