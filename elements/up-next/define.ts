import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { UpNext } from '../../src/features/up-next/UpNext.tsx';
import { startIdentity } from '../../src/stores/identity.ts';
import { upNext } from './element.ts';

// Identity for the page (once): the tiles follow the visitor's programme user type.
startIdentity(window);
defineElement(upNext, reactView(UpNext));
