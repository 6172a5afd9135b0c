import { defineElement, domView } from '../../src/core/element.ts';
import { enhanceTileGallery } from '../../src/features/tile-gallery/tile-gallery.dom.ts';
import { tileGallery } from './element.ts';

defineElement(tileGallery, domView(enhanceTileGallery));
