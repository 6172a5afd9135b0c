// @vitest-environment happy-dom
/**
 * The page's one recommendation batch (recommended-for-you.browser.ts, site 7.6, 8): who joins the
 * request, who is told the fill, the data-layer push. In happy-dom with no IntersectionObserver
 * (the batch then asks at once), the service calls mocked and the clock faked, so the batch's
 * wait for containers still reading their config never runs out unless a test says so.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchFallbackContent, postRecommendations } from '../../../../src/api/recommendations.ts';
import {
  recommendationBatch,
  resetRecommendationBatch,
  type Entry,
  type Placed,
} from '../../../../src/features/recommended-for-you/recommended-for-you.browser.ts';
import type { RecommendedForYouConfig } from '../../../../src/features/recommended-for-you/recommended-for-you.schema.ts';

vi.mock('../../../../src/api/recommendations.ts', () => ({
  postRecommendations: vi.fn(),
  fetchFallbackContent: vi.fn(),
  fallbackUrl: (site: string) => `/etc/${site}/recommendations/consolidatedFallbackContent.json`,
}));

const post = vi.mocked(postRecommendations);
const fallback = vi.mocked(fetchFallbackContent);

const config = (componentId: string): RecommendedForYouConfig => ({
  componentId,
  model: 'articles',
  count: '2',
  placement: '',
  filter: '',
  mainHosts: [],
  domain: undefined,
  appDomain: undefined,
  fallbackUrl: undefined,
});

const answer = (bundle: Record<string, string[]>) => ({
  responseData: [{ txid: 'tx-1', responseBundle: Object.entries(bundle).map(([componentId, ids]) => ({ componentId, response: ids.map((id) => ({ id })) })) }],
});

type Posted = { requestData: Array<{ requestBundle: Array<{ componentId: string }> }> };
const postedIds = (call: number) => (post.mock.calls[call]![1] as Posted).requestData[0]!.requestBundle.map((entry) => entry.componentId);

let hosts: HTMLElement[] = [];
const entry = (host: HTMLElement, onFill: (placed: Placed) => void = () => undefined): Entry => ({
  host,
  config: config(host.getAttribute('data-component-id')!),
  onFill,
});
const layer = () => (window as unknown as { adobeDataLayer?: Array<Record<string, unknown>> }).adobeDataLayer ?? [];

beforeEach(() => {
  post.mockReset();
  fallback.mockReset();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.stubGlobal('IntersectionObserver', undefined);
  resetRecommendationBatch(document);
  document.head.innerHTML = `<script type="application/json" id="site-config">{ "site": "member", "recommendationEndpoint": "https://services.example.org/recommendations/v1/content" }</script>`;
  document.body.innerHTML = ['rfy-a', 'rfy-b'].map((id) => `<recommended-for-you data-component-id="${id}"></recommended-for-you>`).join('');
  hosts = [...document.querySelectorAll<HTMLElement>('recommended-for-you')];
  delete (window as unknown as { adobeDataLayer?: unknown }).adobeDataLayer;
});

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the one request (site 7.6)', () => {
  it('waits for a container still reading its config, and sends it with the others', async () => {
    post.mockResolvedValue(answer({ 'rfy-a': ['article-1'], 'rfy-b': ['article-2'] }));
    const batch = recommendationBatch(document);
    batch.register(entry(hosts[0]!));
    await vi.advanceTimersByTimeAsync(200);
    expect(post, 'rfy-b is still reading its config').not.toHaveBeenCalled();
    batch.register(entry(hosts[1]!));
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(postedIds(0)).toEqual(['rfy-a', 'rfy-b']);
  });

  it('waits at most 1 s, then sends without the late container, which keeps its CMS cards', async () => {
    post.mockResolvedValue(answer({ 'rfy-a': ['article-1'] }));
    fallback.mockRejectedValue(new Error('none'));
    const batch = recommendationBatch(document);
    batch.register(entry(hosts[0]!));
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(postedIds(0)).toEqual(['rfy-a']);
    const late = vi.fn();
    await vi.waitFor(() => expect(batch.placed(hosts[0]!)).toBeDefined());
    batch.register(entry(hosts[1]!, late));
    expect(late).not.toHaveBeenCalled();
    expect(batch.placed(hosts[1]!)).toBeUndefined();
    expect(post).toHaveBeenCalledTimes(1);
  });
});

describe('the fill', () => {
  it('tells each container its fill and index, remembers it, and pushes one data-layer entry', async () => {
    post.mockResolvedValue(answer({ 'rfy-a': ['article-1', 'article-2'], 'rfy-b': ['video-3'] }));
    const batch = recommendationBatch(document);
    const told = [vi.fn(), vi.fn()];
    hosts.forEach((host, index) => batch.register(entry(host, told[index])));
    await vi.waitFor(() => expect(told[1]).toHaveBeenCalledTimes(1));
    expect(told[0]).toHaveBeenCalledTimes(1);
    const [first] = told[0]!.mock.calls[0]!;
    expect(first.index).toBe(0);
    expect(first.fill.items.map((item: { id: string }) => item.id)).toEqual(['article-1', 'article-2']);
    expect(told[1]!.mock.calls[0]![0].index).toBe(1);
    expect(batch.placed(hosts[0]!)).toEqual(first);
    expect(layer()).toEqual([
      {
        event: 'recommendations-loaded',
        recommendations: [
          { componentId: 'rfy-a', txid: 'tx-1', source: 'service', items: ['article-1', 'article-2'] },
          { componentId: 'rfy-b', txid: 'tx-1', source: 'service', items: ['video-3'] },
        ],
      },
    ]);
  });

  it('a container that re-mounts while the request is out is told its fill in its new view', async () => {
    let answerNow: (value: Record<string, unknown>) => void = () => undefined;
    post.mockReturnValue(new Promise((resolve) => (answerNow = resolve)));
    const batch = recommendationBatch(document);
    const before = vi.fn();
    const leave = batch.register(entry(hosts[0]!, before));
    batch.register(entry(hosts[1]!));
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    leave();
    const after = vi.fn();
    batch.register(entry(hosts[0]!, after));
    answerNow(answer({ 'rfy-a': ['article-1'], 'rfy-b': ['video-3'] }));
    await vi.waitFor(() => expect(after).toHaveBeenCalledTimes(1));
    expect(before).not.toHaveBeenCalled();
    expect(postedIds(0)).toEqual(['rfy-a', 'rfy-b']);
  });
});
