import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { GATING_MODALS, type ProgramGateDecision, type ProgramGateFacts } from '../../../../src/domain/program-gate.ts';
import { congratulationDue, gateDecision, modalContent } from '../../../../src/features/program-gate/program-gate.logic.ts';
import { programGateSchema } from '../../../../src/features/program-gate/program-gate.schema.ts';

const FACTS: ProgramGateFacts = {
  at: { ms: '0', ss: '0' },
  programUser: undefined,
  ssUser: false,
  ut: false,
  localToken: false,
  challengePage: false,
  authoring: false,
  search: '',
  now: new Date('2027-01-15T17:00:00Z'),
  pageType: 'articles',
  locale: 'en',
  rnmaFlow: false,
};

// When the gate decides (issue 33: no modal shows and then goes).
describe('gateDecision', () => {
  it.each<[string, Partial<ProgramGateFacts>, boolean, string | undefined]>([
    ['no login cookie: anonymous-user at once, the login modal', { at: undefined }, false, 'login'],
    ['logged in, before the programme answered: not yet', {}, false, undefined],
    ['logged in, the answer failed (no record): no modal', {}, true, ''],
    ['logged in, the answer in: its modal', { programUser: { userType: 'registered-non-activated-member' } }, true, 'activate'],
    ['authoring: at once, nothing', { authoring: true }, false, ''],
    ['a 4.7 redirect (ss_user, no local token): at once, no modal', { ssUser: true }, false, ''],
  ])('%s', (_label, change, final, modal) => {
    const decision = gateDecision({ ...FACTS, ...change }, final);
    expect(decision?.modal).toBe(modal);
  });

  it('the ss flag (4.3) sends the same member to login, after the answer', () => {
    const facts = { ...FACTS, at: { ms: '0', ss: '1' }, programUser: { userType: 'registered-non-activated-member' } };
    expect(gateDecision(facts, false)).toBeUndefined();
    expect(gateDecision(facts, true)).toMatchObject({ redirectToLogin: true, modal: '' });
  });

  it('the 4.7 redirect is decided at once', () => {
    expect(gateDecision({ ...FACTS, ssUser: true }, false)?.redirectToLogin).toBe(true);
  });
});

// CONTRACT 4c: joins, logins, renewals and 'Link Membership' are links; 'Activate' a button.
describe('modalContent', () => {
  const texts = v.parse(programGateSchema, {}).modals;
  const links = { login: 'https://l/', join: 'https://j/', linkMembership: 'https://m/', renew: 'https://r/' };
  it.each<[string, Array<[string, boolean]>]>([
    ['login', [['login', true]]],
    [
      'partnerCampaign',
      [
        ['join', true],
        ['login', true],
      ],
    ],
    [
      'join',
      [
        ['join', true],
        ['linkMembership', true],
      ],
    ],
    ['freeTrialExpired', [['join', true]]],
    ['activate', [['activate', false]]],
    ['renew', [['renew', true]]],
    ['welcome', []],
  ])('%s', (modal, controls) => {
    const content = modalContent(modal as (typeof GATING_MODALS)[number], texts, links);
    expect(content.controls.map((control) => [control.name, control.href !== undefined])).toEqual(controls);
    expect(content.heading.trim()).not.toBe('');
  });

  it('covers every gating modal, with the texts of 9 for the partner campaign', () => {
    for (const modal of GATING_MODALS) expect(modalContent(modal, texts, links).hideClose).toBe(false);
    const partner = modalContent('partnerCampaign', texts, links);
    expect([partner.body, partner.note]).toEqual([
      'Save 25% - Just $12 for your first year of membership with automatic renewal',
      '*For an additional one-time fee.',
    ]);
  });

  it('a link without a target is left out, and hideClose is the modal’s', () => {
    const own = v.parse(programGateSchema, { modals: { join: { hideClose: 'true' } } }).modals;
    const content = modalContent('join', own, { join: 'https://j/' });
    expect(content.controls.map((control) => control.name)).toEqual(['join']);
    expect(content.hideClose).toBe(true);
  });
});

describe('programGateSchema', () => {
  it('fills every modal’s defaults, and keeps authored texts', () => {
    const config = v.parse(programGateSchema, { modals: { login: { heading: 'Hi' } }, rnmaFlow: 'true' });
    expect(config.modals.login).toEqual({ heading: 'Hi', body: expect.any(String), loginText: 'Log In', hideClose: false });
    expect(config.modals.renew.renewText).toBe('Renew');
    expect([config.rnmaFlow, config.vendorMode]).toEqual([true, false]);
  });

  it('refuses a modal text that is not a string', () => {
    expect(v.safeParse(programGateSchema, { modals: { login: { heading: 3 } } }).success).toBe(false);
  });
});

// CONTRACT 4c "Flows": the next page's gate opens the congratulation modal.
describe('congratulationDue', () => {
  const none: ProgramGateDecision = {
    userType: 'first-time-member',
    session: { rows: [], redirectToLogin: false, clearLocalStorage: false, removeCookies: [], logoutEvent: false },
    redirectToLogin: false,
    modal: '',
  };
  const left = { atStart: 'true', now: 'true' };
  it.each<[string, Partial<ProgramGateDecision>, { atStart: string | null; now: string | null }, boolean, boolean, boolean]>([
    ['the flag, nothing else on the page', {}, left, false, false, true],
    ['no flag', {}, { atStart: null, now: null }, false, false, false],
    ['a flag that is not true', {}, { atStart: 'yes', now: 'yes' }, false, false, false],
    ['set on this page after the gate started: for the next page', {}, { atStart: null, now: 'true' }, false, false, false],
    ['removed on this page meanwhile (another element opened the modal)', {}, { atStart: 'true', now: null }, false, false, false],
    ['a gating modal takes the page', { modal: 'login' }, left, false, false, false],
    ['a redirect', { redirectToLogin: true }, left, false, false, false],
    ['another modal open', {}, left, true, false, false],
    ['authoring', {}, left, false, true, false],
  ])('%s', (_label, change, flag, other, authoring, expected) => {
    expect(congratulationDue({ ...none, ...change }, flag, other, authoring)).toBe(expected);
  });
});
