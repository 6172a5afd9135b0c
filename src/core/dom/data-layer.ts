/**
 * The page's analytics data layer (`window.adobeDataLayer`, Adobe Client Data Layer): elements
 * push plain objects to it; the array is created when the page has none yet, and the analytics
 * library takes over whatever is queued when it loads. The one way any element reports to
 * analytics: a view never touches `adobeDataLayer` itself.
 */
type DataLayerWindow = Window & { adobeDataLayer?: unknown[] };

export function pushToDataLayer(entry: Record<string, unknown>, win: Window = window): void {
  const layer = win as DataLayerWindow;
  if (!Array.isArray(layer.adobeDataLayer)) layer.adobeDataLayer = [];
  layer.adobeDataLayer.push(entry);
}
