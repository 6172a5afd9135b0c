import { defineElement, domView } from '../../src/core/element.ts';
import { enhanceCloseContainer } from '../../src/features/close-container/close-container.dom.ts';
import { closeContainer } from './element.ts';

defineElement(closeContainer, domView(enhanceCloseContainer));
