import { defineElement, domView } from '../../src/core/element.ts';
import { enhanceCobrowseLink } from '../../src/features/cobrowse/cobrowse.enhance.ts';
import { cobrowseLink } from './element.ts';

defineElement(cobrowseLink, domView(enhanceCobrowseLink));
