import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { ShareBar } from '../../src/features/share-bar/ShareBar.tsx';
import { shareBar } from './element.ts';

defineElement(shareBar, reactView(ShareBar));
