import { defineElement, domView } from '../../src/core/element.ts';
import { enhanceTravelWidget } from '../../src/features/travel-widget/travel-widget.dom.ts';
import { travelWidget } from './element.ts';

defineElement(travelWidget, domView(enhanceTravelWidget));
