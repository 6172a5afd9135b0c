import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { MyListCount } from '../../src/features/my-list-count/MyListCount.tsx';
import { startIdentity } from '../../src/stores/identity.ts';
import { myListCount } from './element.ts';

// Identity for the page (once): the list is the signed-in member's (the bearer token).
startIdentity(window);
defineElement(myListCount, reactView(MyListCount));
