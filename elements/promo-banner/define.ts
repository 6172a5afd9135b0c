import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { PromoBanner } from '../../src/features/promo-banner/PromoBanner.tsx';
import { promoBanner } from './element.ts';

defineElement(promoBanner, reactView(PromoBanner));
