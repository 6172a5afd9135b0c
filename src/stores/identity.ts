/**
 * Identity for elements and flows: the page's identity session (identity-session.ts, which every
 * page runs) with the rules of src/domain/identity.ts installed. Importing this module installs
 * them, so whatever reads `$identity` through it sees the visitor's snapshot from the first
 * reading on; a page with no such reader loads this module only when a source needs the rules.
 */
import { deriveIdentity, personalisationTokens } from '../domain/identity.ts';
import { installIdentityRules } from './identity-session.ts';

installIdentityRules({ deriveIdentity, personalisationTokens });

export * from './identity-session.ts';
