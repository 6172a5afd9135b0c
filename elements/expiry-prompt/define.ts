import { defineElement, domView } from '../../src/core/element.ts';
import { enhanceExpiryPrompt } from '../../src/features/expiry-prompt/expiry-prompt.dom.ts';
import { startIdentity } from '../../src/stores/identity.ts';
import { expiryPrompt } from './element.ts';

// Identity for the page (once), in case the prompt's chunk arrives before the page API's.
startIdentity(window);
defineElement(expiryPrompt, domView(enhanceExpiryPrompt));
