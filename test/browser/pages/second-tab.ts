/**
 * A second tab's page for the cross-tab test: the page API (which starts identity) and a small
 * React element that renders the shared identity store, as the header or member strip will.
 */
import { createElement } from 'react';
import * as v from 'valibot';
import { useStore } from '@nanostores/react';
import { defineElement } from '../../../src/core/element.ts';
import { reactView } from '../../../src/core/react-view.tsx';
import { defineMeta } from '../../../src/core/schema.ts';
import { $identity, ready } from '../../../src/page/index.ts';

const changes: unknown[] = [];
document.addEventListener('identity-change', (event) => changes.push((event as CustomEvent).detail));
Object.assign(window, { identityChanges: changes, identityReady: ready });

function IdentityProbe() {
  const identity = useStore($identity);
  return createElement('output', { 'data-member-state': identity.memberState }, `${identity.memberState} ${identity.firstName}`.trim());
}

defineElement(defineMeta({ tag: 'identity-probe', summary: 'test probe', schema: v.object({}), attributes: [] }), reactView(IdentityProbe));
