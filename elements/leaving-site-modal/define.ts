import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { LeavingSiteModal } from '../../src/features/leaving-site-modal/LeavingSiteModal.tsx';
import { leavingSiteModal } from './element.ts';

defineElement(leavingSiteModal, reactView(LeavingSiteModal));
