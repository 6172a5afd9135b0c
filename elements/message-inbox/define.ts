import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { MessageInbox } from '../../src/features/message-inbox/MessageInbox.tsx';
import { startIdentity } from '../../src/stores/identity.ts';
import { messageInbox } from './element.ts';

// Identity for the page (once): the inbox is the signed-in member's (auth cookie, token, fedid).
startIdentity(window);
defineElement(messageInbox, reactView(MessageInbox));
