import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { AskWidget } from '../../src/features/ask/AskWidget.tsx';
import { askWidget } from './element.ts';

defineElement(askWidget, reactView(AskWidget));
