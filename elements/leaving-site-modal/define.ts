import { defineElement, domView } from '../../src/core/element.ts';
import { enhanceLeavingSiteModal } from '../../src/features/leaving-site-modal/leaving-site-modal.dom.ts';
import { leavingSiteModal } from './element.ts';

defineElement(leavingSiteModal, domView(enhanceLeavingSiteModal));
