import { defineElement, domView } from '../../src/core/element.ts';
import { enhanceResearchRail } from '../../src/features/research-rail/research-rail.dom.ts';
import { researchRail } from './element.ts';

defineElement(researchRail, domView(enhanceResearchRail));
