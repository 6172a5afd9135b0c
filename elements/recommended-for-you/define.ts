import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { RecommendedForYou } from '../../src/features/recommended-for-you/RecommendedForYou.tsx';
import { recommendedForYou } from './element.ts';

defineElement(recommendedForYou, reactView(RecommendedForYou));
