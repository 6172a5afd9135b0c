import { defineElement, domView } from '../../src/core/element.ts';
import { enhanceSearchModal } from '../../src/features/search-modal/search-modal.dom.ts';
import { searchModal } from './element.ts';

defineElement(searchModal, domView(enhanceSearchModal));
