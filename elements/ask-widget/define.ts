import { defineElement } from '../../src/core/element.ts';
import { askWidgetView } from '../../src/features/ask/ask-widget.dom.ts';
import { askWidget } from './element.ts';

defineElement(askWidget, askWidgetView);
