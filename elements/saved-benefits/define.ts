import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { SavedBenefits } from '../../src/features/saved-benefits/SavedBenefits.tsx';
import { startSavedBenefits } from '../../src/features/saved-benefits/saved-benefits.store.ts';
import { savedBenefits } from './element.ts';

// The saved list and the offers are asked for while the harness reads the configuration.
startSavedBenefits(document);
defineElement(savedBenefits, reactView(SavedBenefits));
