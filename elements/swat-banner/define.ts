import { defineElement, domView } from '../../src/core/element.ts';
import { enhanceSwatBanner } from '../../src/features/swat-banner/swat-banner.dom.ts';
import { swatBanner } from './element.ts';

defineElement(swatBanner, domView(enhanceSwatBanner));
