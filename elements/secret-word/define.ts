import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { SecretWord } from '../../src/features/secret-word/SecretWord.tsx';
import { startIdentity } from '../../src/stores/identity.ts';
import { secretWord } from './element.ts';

// Identity for the page (once): who may enter a word comes from it.
startIdentity(window);
defineElement(secretWord, reactView(SecretWord));
