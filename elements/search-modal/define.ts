import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { SearchModal } from '../../src/features/search-modal/SearchModal.tsx';
import { searchModal } from './element.ts';

defineElement(searchModal, reactView(SearchModal));
