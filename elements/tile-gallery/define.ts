import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { TileGallery } from '../../src/features/tile-gallery/TileGallery.tsx';
import { tileGallery } from './element.ts';

defineElement(tileGallery, reactView(TileGallery));
