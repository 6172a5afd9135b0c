import { defineElement, domView } from '../../src/core/element.ts';
import { enhanceSiteHeader } from '../../src/features/site-header/site-header.dom.ts';
import { startIdentity } from '../../src/stores/index.ts';
import { siteHeader } from './element.ts';

// Identity from the cookies before the first render: the header's first paint is already the
// visitor's items, never an anonymous header that then changes.
startIdentity(window);
defineElement(siteHeader, domView(enhanceSiteHeader));
