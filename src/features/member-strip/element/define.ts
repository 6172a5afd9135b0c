// WIP (issue 6): moves to elements/member-strip/ once the strip passes every gate; see the issue note.

import { defineElement } from '../../../core/element.ts';
import { reactView } from '../../../core/react-view.tsx';
import { MemberStripView } from '../member-strip.view.tsx';
import { memberStrip } from './element.ts';

defineElement(memberStrip, reactView(MemberStripView));
