import { defineElement, domView } from '../../src/core/element.ts';
import { enhanceSavingsTiles } from '../../src/features/savings-tiles/savings-tiles.dom.ts';
import { savingsTiles } from './element.ts';

defineElement(savingsTiles, domView(enhanceSavingsTiles));
