import { defineElement, domView } from '../../src/core/element.ts';
import { enhanceBenefitsNav } from '../../src/features/benefits-nav/benefits-nav.dom.ts';
import { benefitsNav } from './element.ts';

defineElement(benefitsNav, domView(enhanceBenefitsNav));
