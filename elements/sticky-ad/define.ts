import { defineElement, domView } from '../../src/core/element.ts';
import { enhanceStickyAd } from '../../src/features/sticky-ad/sticky-ad.dom.ts';
import { stickyAd } from './element.ts';

defineElement(stickyAd, domView(enhanceStickyAd));
