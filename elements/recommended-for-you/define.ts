import { defineElement, domView } from '../../src/core/element.ts';
import { enhanceRecommendedForYou } from '../../src/features/recommended-for-you/recommended-for-you.dom.ts';
import { recommendedForYou } from './element.ts';

defineElement(recommendedForYou, domView(enhanceRecommendedForYou));
