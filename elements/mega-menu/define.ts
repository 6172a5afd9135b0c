import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { MegaMenu } from '../../src/features/mega-menu/MegaMenu.tsx';
import { megaMenu } from './element.ts';

defineElement(megaMenu, reactView(MegaMenu));
