import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { SwatBanner } from '../../src/features/swat-banner/SwatBanner.tsx';
import { swatBanner } from './element.ts';

defineElement(swatBanner, reactView(SwatBanner));
