import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { CloseContainer } from '../../src/features/close-container/CloseContainer.tsx';
import { closeContainer } from './element.ts';

defineElement(closeContainer, reactView(CloseContainer));
