import { defineElement, domView } from '../../src/core/element.ts';
import { enhanceSavedBenefits, startSavedBenefits } from '../../src/features/saved-benefits/saved-benefits.dom.ts';
import { savedBenefits } from './element.ts';

// The saved list and the offers are asked for while the harness reads the configuration.
startSavedBenefits(document);
defineElement(savedBenefits, domView(enhanceSavedBenefits));
