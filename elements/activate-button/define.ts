import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { ActivateButton } from '../../src/features/activate-button/ActivateButton.tsx';
import { activateButton } from './element.ts';

defineElement(activateButton, reactView(ActivateButton));
