/**
 * The local offers' rules (issue 32; ask-and-rewards 3.14, 3.15, 9.2; site 3.10 and 5; CONTRACT 4c
 * `local-offers`). Pure.
 *
 *   redemptionTypesOf(attribute)   data-redemption-types: 'MOBILE,PRINT' (the default), 'MOBILE'
 *                                  or 'PRINT' (9.2); anything else is undefined (a config error)
 *   searchBody(search)             3.15's body with 9.2's values: sortBy 'DISTANCE', searchRadius
 *                                  100, limitPerPage 100; keywordSearch '' when none; category
 *                                  { id, groupName } only when chosen
 *   searchQuery(place)             the offers call's query: lat and lng of the chosen place
 *   offerActionBody(offer, ...)    3.14's body of a save or a redemption
 *   placeOf(raw)                   a site 3.10 place as the page uses it (label, lat, lng, id);
 *                                  undefined without a readable label or position
 *   PLACES_DEBOUNCE_MS             site 5 / 9: 500 ms after typing
 */

export type RedemptionType = 'MOBILE' | 'PRINT';

/** 9.2: the types an element offers, from its attribute (case and blanks ignored, each once, in the spec's order). */
export function redemptionTypesOf(attribute: string | null | undefined): RedemptionType[] | undefined {
  if (attribute === null || attribute === undefined || !attribute.trim()) return ['MOBILE', 'PRINT'];
  const parts = attribute
    .split(',')
    .map((part) => part.trim().toUpperCase())
    .filter(Boolean);
  if (!parts.length || !parts.every((part) => part === 'MOBILE' || part === 'PRINT')) return undefined;
  return (['MOBILE', 'PRINT'] as const).filter((type) => parts.includes(type));
}

/** 9.2's search values. */
export const SEARCH_SORT = 'DISTANCE';
export const SEARCH_RADIUS = 100;
export const SEARCH_LIMIT = 100;
/** Site 5 and 9: the place autocomplete asks 500 ms after the last keystroke. */
export const PLACES_DEBOUNCE_MS = 500;

export interface OfferCategory {
  id: number | string;
  groupName: string;
}

export interface OfferSearch {
  /** The user id (fedid): 3.15's uuid. */
  uuid: string;
  keyword?: string | undefined;
  category?: OfferCategory | undefined;
  types: readonly RedemptionType[];
}

export interface SearchBody {
  sortBy: string;
  searchRadius: number;
  redemptionTypes: RedemptionType[];
  uuid: string;
  limitPerPage: number;
  keywordSearch: string;
  category?: OfferCategory;
}

export function searchBody({ uuid, keyword, category, types }: OfferSearch): SearchBody {
  return {
    sortBy: SEARCH_SORT,
    searchRadius: SEARCH_RADIUS,
    redemptionTypes: [...types],
    uuid,
    limitPerPage: SEARCH_LIMIT,
    keywordSearch: (keyword ?? '').trim(),
    ...(category ? { category: { id: category.id, groupName: category.groupName } } : {}),
  };
}

/** A place the visitor chose (site 3.10: formatted_address, name, place_id, geometry {lat, lng}). */
export interface Place {
  id: string;
  label: string;
  lat: number;
  lng: number;
}

const finite = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

export function placeOf(raw: unknown): Place | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const record = raw as Record<string, unknown>;
  const geometry = (typeof record.geometry === 'object' && record.geometry !== null ? record.geometry : {}) as Record<string, unknown>;
  const lat = finite(geometry.lat);
  const lng = finite(geometry.lng);
  const address = typeof record.formatted_address === 'string' ? record.formatted_address.trim() : '';
  const name = typeof record.name === 'string' ? record.name.trim() : '';
  const label = address || name;
  if (!label || lat === undefined || lng === undefined || Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { id: typeof record.place_id === 'string' && record.place_id ? record.place_id : label, label, lat, lng };
}

/** The offers call's query (`offers?lat=&lng=`). */
export function searchQuery(place: Pick<Place, 'lat' | 'lng'>): string {
  return new URLSearchParams({ lat: String(place.lat), lng: String(place.lng) }).toString();
}

/** An offer as the save and redeem calls need it (3.14). */
export interface OfferFields {
  merchantId: string;
  logoPath: string;
  merchantName: string;
  merchantAddress: string;
  offerTextShort: string;
}

export function offerActionBody(offer: OfferFields, redemptionType: RedemptionType, userId: string) {
  return {
    redemptionType,
    userPrimaryIdentifier: userId,
    merchantId: offer.merchantId,
    logoPath: offer.logoPath,
    merchantName: offer.merchantName,
    merchantAddress: offer.merchantAddress,
    offerTextShort: offer.offerTextShort,
  };
}
