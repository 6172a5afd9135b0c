import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { BenefitsNav } from '../../src/features/benefits-nav/BenefitsNav.tsx';
import { benefitsNav } from './element.ts';

defineElement(benefitsNav, reactView(BenefitsNav));
