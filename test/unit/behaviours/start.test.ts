// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_VIEW_ATTRIBUTE, appWebView, markAppWebView } from '../../../src/behaviours/app-view.ts';
import { APP_VIEW_SESSION_KEY } from '../../../src/core/app-view.ts';
import { behaviours, runBehaviours, startPageBehaviours, type Behaviour } from '../../../src/behaviours/index.ts';

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute(APP_VIEW_ATTRIBUTE);
  sessionStorage.clear();
});

describe('behaviours list', () => {
  it('registers the behaviours with no tag', () => {
    expect(behaviours.map((behaviour) => behaviour.name)).toEqual([
      'campaignTagging',
      'cidParam',
      'appWebView',
      'smoothAnchors',
      'personalisationTokens',
      'rewardsFlows',
    ]);
  });
});

describe('runBehaviours', () => {
  it('runs the others when one throws, and reports it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: string[] = [];
    const list: Behaviour[] = [
      () => {
        throw new Error('boom');
      },
      (root) => seen.push((root as Element).id),
    ];
    const root = document.createElement('div');
    root.id = 'r';
    runBehaviours(root, document, list);
    expect(seen).toEqual(['r']);
    expect(error).toHaveBeenCalledOnce();
  });
});

describe('startPageBehaviours', () => {
  it('runs on the document, then on each inserted subtree, and starts once per document', async () => {
    const roots: Array<ParentNode> = [];
    const record: Behaviour = (root) => roots.push(root);
    const stop = startPageBehaviours(document, [record]);
    try {
      expect(roots).toEqual([document]);
      expect(startPageBehaviours(document, [record])).toBe(stop);
      const section = document.createElement('section');
      document.body.append(section);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(roots).toEqual([document, section]);
    } finally {
      stop();
    }
    document.body.append(document.createElement('p'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(roots).toHaveLength(2);
  });
});

describe('markAppWebView', () => {
  it('marks <html> in an app web view and leaves it otherwise', () => {
    markAppWebView(document, false);
    expect(document.documentElement.hasAttribute(APP_VIEW_ATTRIBUTE)).toBe(false);
    markAppWebView(document, true);
    markAppWebView(document, true);
    expect(document.documentElement.getAttribute(APP_VIEW_ATTRIBUTE)).toBe('');
    // Never removed by a later run.
    markAppWebView(document, false);
    expect(document.documentElement.hasAttribute(APP_VIEW_ATTRIBUTE)).toBe(true);
  });
});

describe('appWebView behaviour', () => {
  it('marks the document when the session is an app web view, deciding only for the document root', () => {
    appWebView(document, document);
    expect(document.documentElement.hasAttribute(APP_VIEW_ATTRIBUTE)).toBe(false);
    sessionStorage.setItem(APP_VIEW_SESSION_KEY, 'true');
    appWebView(document.body, document);
    expect(document.documentElement.hasAttribute(APP_VIEW_ATTRIBUTE)).toBe(false);
    appWebView(document, document);
    expect(document.documentElement.hasAttribute(APP_VIEW_ATTRIBUTE)).toBe(true);
  });
});
