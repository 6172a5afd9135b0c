import { defineElement, domView } from '../../src/core/element.ts';
import { enhancePaywallGate } from '../../src/features/paywall-gate/paywall-gate.dom.ts';
import { paywallGate } from './element.ts';

defineElement(paywallGate, domView(enhancePaywallGate));
