import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { MemberStrip } from '../../src/features/member-strip/MemberStrip.tsx';
import { startIdentity } from '../../src/stores/index.ts';
import { memberStrip } from './element.ts';

// Identity from the cookies before the first render: the strip's first paint is already the
// visitor's state, never an anonymous strip that then collapses (a layout shift).
startIdentity(window);
defineElement(memberStrip, reactView(MemberStrip));
