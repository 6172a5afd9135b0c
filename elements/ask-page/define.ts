import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { AskPage } from '../../src/features/ask/AskPage.tsx';
import { askPage } from './element.ts';

defineElement(askPage, reactView(AskPage));
