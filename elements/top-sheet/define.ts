import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { TopSheet } from '../../src/features/top-sheet/TopSheet.tsx';
import { topSheet } from './element.ts';

defineElement(topSheet, reactView(TopSheet));
