import { defineElement, domView } from '../../src/core/element.ts';
import { enhanceSavedBenefits } from '../../src/features/saved-benefits/saved-benefits.dom.ts';
import { savedBenefits } from './element.ts';

defineElement(savedBenefits, domView(enhanceSavedBenefits));
