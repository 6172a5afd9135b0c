import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { AuthorModal } from '../../src/features/author-modal/AuthorModal.tsx';
import { authorModal } from './element.ts';

defineElement(authorModal, reactView(AuthorModal));
