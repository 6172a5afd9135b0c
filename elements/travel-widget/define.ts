import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { TravelWidget } from '../../src/features/travel-widget/TravelWidget.tsx';
import { travelWidget } from './element.ts';

defineElement(travelWidget, reactView(TravelWidget));
