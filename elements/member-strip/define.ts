import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { MemberStripView } from '../../src/features/member-strip/member-strip.view.tsx';
import { memberStrip } from './element.ts';

defineElement(memberStrip, reactView(MemberStripView));
