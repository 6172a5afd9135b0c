import { defineElement, domView } from '../../src/core/element.ts';
import { enhanceShareBar } from '../../src/features/share-bar/share-bar.dom.ts';
import { shareBar } from './element.ts';

defineElement(shareBar, domView(enhanceShareBar));
