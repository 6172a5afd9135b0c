import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { SearchBox } from '../../src/features/search-box/SearchBox.tsx';
import { searchBox } from './element.ts';

defineElement(searchBox, reactView(SearchBox));
