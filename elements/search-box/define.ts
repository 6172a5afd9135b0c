import { defineElement, domView } from '../../src/core/element.ts';
import { enhanceSearchBox } from '../../src/features/search-box/search-box.dom.ts';
import { searchBox } from './element.ts';

defineElement(searchBox, domView(enhanceSearchBox));
