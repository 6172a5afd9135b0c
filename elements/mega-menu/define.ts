import { defineElement, domView } from '../../src/core/element.ts';
import { enhanceMegaMenu } from '../../src/features/mega-menu/mega-menu.dom.ts';
import { megaMenu } from './element.ts';

defineElement(megaMenu, domView(enhanceMegaMenu));
