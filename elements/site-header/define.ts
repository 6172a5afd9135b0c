import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { SiteHeader } from '../../src/features/site-header/SiteHeader.tsx';
import { startIdentity } from '../../src/stores/index.ts';
import { siteHeader } from './element.ts';

// Identity from the cookies before the first render: the header's first paint is already the
// visitor's items, never an anonymous header that then changes.
startIdentity(window);
defineElement(siteHeader, reactView(SiteHeader));
