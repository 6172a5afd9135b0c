import { defineElement, domView } from '../../src/core/element.ts';
import { enhanceAuthorModal } from '../../src/features/author-modal/author-modal.dom.ts';
import { authorModal } from './element.ts';

defineElement(authorModal, domView(enhanceAuthorModal));
