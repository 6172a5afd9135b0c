import { defineElement, domView } from '../../src/core/element.ts';
import { enhancePromoBanner } from '../../src/features/promo-banner/promo-banner.dom.ts';
import { promoBanner } from './element.ts';

defineElement(promoBanner, domView(enhancePromoBanner));
