import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { ExpiryPrompt } from '../../src/features/expiry-prompt/ExpiryPrompt.tsx';
import { startIdentity } from '../../src/stores/identity.ts';
import { expiryPrompt } from './element.ts';

// Identity for the page (once), in case the prompt's chunk arrives before the page API's.
startIdentity(window);
defineElement(expiryPrompt, reactView(ExpiryPrompt));
