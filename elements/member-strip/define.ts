import { defineElement, domView } from '../../src/core/element.ts';
import { enhanceMemberStrip } from '../../src/features/member-strip/member-strip-view.dom.ts';
import { startIdentity } from '../../src/stores/index.ts';
import { memberStrip } from './element.ts';

// Identity from the cookies before the first render: the strip's first paint is already the
// visitor's state, never an anonymous strip that then collapses (a layout shift).
startIdentity(window);
defineElement(memberStrip, domView(enhanceMemberStrip));
