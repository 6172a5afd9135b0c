import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { EmailVerification } from '../../src/features/email-verification/EmailVerification.tsx';
import { emailVerification } from './element.ts';

defineElement(emailVerification, reactView(EmailVerification));
