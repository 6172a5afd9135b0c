/**
 * program-gate's own rules (pure): when the gate's decision is sure (so no modal ever shows and
 * then goes), and what each gating modal holds. The rules of the spec are in src/domain
 * (program-gate.ts `programGateDecision`, program-links.ts `modalLinks`, program-pages.ts).
 */
import { programGateDecision, type GatingModal, type ProgramGateDecision, type ProgramGateFacts } from '../../domain/program-gate.ts';
import type { ModalLinks } from '../../domain/program-links.ts';
import type { ModalTexts } from './program-gate.schema.ts';

/**
 * The gate's decision, or undefined while it cannot be sure. `final`: identity's first reading is
 * complete (every service answered or failed). Sure at once: authoring mode (nothing happens), a
 * visitor without a login cookie (anonymous-user, the user-types service is not asked: CONTRACT
 * 4c), or a session check that redirects (4.7 needs only cookies and storage). A logged-in
 * visitor's modal waits for the programme's answer; a failed answer is no user type: no modal.
 */
export function gateDecision(facts: ProgramGateFacts, final: boolean): ProgramGateDecision | undefined {
  const decision = programGateDecision(facts);
  const sure = facts.authoring || !facts.at || decision.session.redirectToLogin;
  return final || sure ? decision : undefined;
}

/** CONTRACT 4c: the flag a finished challenge leaves for the next page (sessionStorage). */
export const CONGRATULATION_FLAG = 'challengeCongratulation';

/** The congratulation flag as the gate read it when it started on the page, and as it is when it decides. */
export interface CongratulationFlag {
  atStart: string | null | undefined;
  now: string | null | undefined;
}

/**
 * CONTRACT 4c "Flows", brain-health 2.3: the next page's gate opens the congratulation modal when
 * the flag is 'true', the page opens no gating modal and sends the visitor nowhere, no other
 * modal of the page is open, and not in authoring mode. (The flag is then removed.)
 * The flag must have been there when the gate started: one set on this page (the last step saved
 * while the gate still waited for the user type) is for the page the visitor is going to. And it
 * must still be there: another element may have opened the modal meanwhile.
 */
export function congratulationDue(decision: ProgramGateDecision, flag: CongratulationFlag, otherModalOpen: boolean, authoring: boolean): boolean {
  const left = flag.atStart === 'true' && flag.now === 'true';
  return left && !authoring && !otherModalOpen && decision.modal === '' && !decision.redirectToLogin;
}

/** A control of a modal: a link (join, login, renew, 'Link Membership': 7.7) or the Activate button. */
export interface ModalControl {
  name: 'login' | 'join' | 'linkMembership' | 'renew' | 'activate';
  text: string;
  /** The link's target; absent for the button. */
  href?: string;
  primary: boolean;
}

export interface ModalContent {
  heading: string;
  /** The modal's text paragraphs (the partner campaign: its offer; then its note, `note`). */
  body: string;
  note?: string;
  controls: ModalControl[];
  hideClose: boolean;
}

/** Each gating modal's controls (CONTRACT 4c): the control, the text field that names it, primary or not. */
const CONTROLS: Readonly<Record<GatingModal, ReadonlyArray<readonly [ModalControl['name'], string, boolean]>>> = {
  login: [['login', 'loginText', true]],
  partnerCampaign: [
    ['join', 'joinText', true],
    ['login', 'loginText', false],
  ],
  join: [
    ['join', 'joinText', true],
    ['linkMembership', 'linkMembershipText', false],
  ],
  freeTrialExpired: [['join', 'joinText', true]],
  activate: [['activate', 'activateText', true]],
  renew: [['renew', 'renewText', true]],
  welcome: [],
};

/** The congratulation modal's content: its heading and text, 'Close'. */
export function congratulationContent(texts: ModalTexts): ModalContent {
  const own = texts.challengeCongratulation;
  return { heading: own.heading, body: own.body, hideClose: own.hideClose, controls: [] };
}

/**
 * Brain-health 4.3 / CONTRACT 4c: what the gating modal `modal` shows, from its texts and links.
 * A link without a target is left out; 'Activate' is the one button. The partner campaign's text
 * is its offer, with its note under it (9).
 */
export function modalContent(modal: GatingModal, texts: ModalTexts, links: ModalLinks): ModalContent {
  const own = texts[modal] as ModalTexts[GatingModal] & Readonly<Record<string, unknown>>;
  const textOf = (field: string) => (typeof own[field] === 'string' ? (own[field] as string) : '');
  const controls = CONTROLS[modal].flatMap(([name, field, primary]): ModalControl[] => {
    if (name === 'activate') return [{ name, text: textOf(field), primary }];
    const href = links[name];
    return href ? [{ name, text: textOf(field), href, primary }] : [];
  });
  const partner = modal === 'partnerCampaign';
  return {
    heading: own.heading,
    body: textOf(partner ? 'offerText' : 'body'),
    ...(partner ? { note: textOf('note') } : {}),
    hideClose: own.hideClose,
    controls,
  };
}
