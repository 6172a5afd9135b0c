import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { PaywallGate } from '../../src/features/paywall-gate/PaywallGate.tsx';
import { paywallGate } from './element.ts';

defineElement(paywallGate, reactView(PaywallGate));
