// @vitest-environment node
/**
 * The membership-number flow (site 2.4, 5, 8) as a store: hidden -> loading -> shown, the
 * re-verification and failure paths, copying, and the state belonging to one access token.
 * The two service calls and the login hand-off are replaced; the rules they feed are the real ones.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  verification: vi.fn<() => Promise<number | undefined>>(),
  coreUser: vi.fn<(site: unknown, options: { token?: string }) => Promise<{ status: string; memberNumber: string }>>(),
  login: vi.fn<(target: string) => void>(),
}));

vi.mock('../../../../src/api/member-number.ts', () => ({
  fetchLastPasswordVerification: () => calls.verification(),
  fetchCoreUser: (site: unknown, options: { token?: string }) => calls.coreUser(site, options),
}));
vi.mock('../../../../src/features/member-strip/member-strip.browser.ts', () => ({ goToLogin: (target: string) => calls.login(target) }));

const { $identitySources } = await import('../../../../src/stores/index.ts');
const { $memberNumber, copyNumber, hideNumber, revealNumber } = await import('../../../../src/features/member-strip/member-strip.store.ts');

const site = { servicesEndpoint: 'https://services.example.org/' } as Parameters<typeof revealNumber>[0];
const LOGIN = 'https://secure.example.org/applications/user/login?intcmp=DSO-HDR-LOGIN';

/** A promise the test settles itself, to see the state while a call is on its way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  calls.verification.mockReset();
  calls.coreUser.mockReset();
  calls.login.mockReset();
  $identitySources.set({ accessToken: 'token-a' });
  hideNumber();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('revealNumber', () => {
  it('hidden -> loading -> shown, with the token of the visitor', async () => {
    const session = deferred<number | undefined>();
    calls.verification.mockReturnValue(session.promise);
    calls.coreUser.mockResolvedValue({ status: 'SUCCESS', memberNumber: '4384 0012' });
    expect($memberNumber.get()).toEqual({ step: 'hidden', number: '', notice: 'none' });
    const done = revealNumber(site, LOGIN);
    expect($memberNumber.get()).toEqual({ step: 'loading', number: '', notice: 'loading' });
    session.resolve(Date.now() - 60_000);
    await done;
    expect($memberNumber.get()).toEqual({ step: 'shown', number: '4384 0012', notice: 'shown' });
    expect(calls.coreUser.mock.calls[0]![1]).toMatchObject({ token: 'token-a' });
    expect(calls.login).not.toHaveBeenCalled();
  });

  it.each([
    ['verified more than 59 minutes ago', () => calls.verification.mockResolvedValue(Date.now() - 3_600_000)],
    ['verification unknown', () => calls.verification.mockResolvedValue(undefined)],
    [
      'core user ERROR',
      () => {
        calls.verification.mockResolvedValue(Date.now());
        calls.coreUser.mockResolvedValue({ status: 'ERROR', memberNumber: '123' });
      },
    ],
    [
      'no number',
      () => {
        calls.verification.mockResolvedValue(Date.now());
        calls.coreUser.mockResolvedValue({ status: 'SUCCESS', memberNumber: '' });
      },
    ],
    [
      'core user request fails',
      () => {
        calls.verification.mockResolvedValue(Date.now());
        calls.coreUser.mockRejectedValue(new Error('HTTP 500'));
      },
    ],
  ])('%s: goes to log in, the number never shown', async (_name, arrange) => {
    arrange();
    await revealNumber(site, LOGIN);
    expect(calls.login).toHaveBeenCalledWith(LOGIN);
    expect($memberNumber.get().number).toBe('');
  });

  it('a failed session request is logged only: failed, and view can be asked again', async () => {
    calls.verification.mockRejectedValueOnce(new Error('HTTP 503'));
    await revealNumber(site, LOGIN);
    expect($memberNumber.get()).toEqual({ step: 'failed', number: '', notice: 'none' });
    expect(calls.login).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('session request failed'));
    calls.verification.mockResolvedValue(Date.now());
    calls.coreUser.mockResolvedValue({ status: 'SUCCESS', memberNumber: '77' });
    await revealNumber(site, LOGIN);
    expect($memberNumber.get().step).toBe('shown');
  });

  it('is ignored while loading or once shown', async () => {
    const session = deferred<number | undefined>();
    calls.verification.mockReturnValue(session.promise);
    calls.coreUser.mockResolvedValue({ status: 'SUCCESS', memberNumber: '77' });
    const first = revealNumber(site, LOGIN);
    await revealNumber(site, LOGIN);
    session.resolve(Date.now());
    await first;
    await revealNumber(site, LOGIN);
    expect(calls.verification).toHaveBeenCalledTimes(1);
  });
});

describe('one visitor', () => {
  it('a login or logout without a reload puts the strip back to view', async () => {
    calls.verification.mockResolvedValue(Date.now());
    calls.coreUser.mockResolvedValue({ status: 'SUCCESS', memberNumber: '77' });
    await revealNumber(site, LOGIN);
    expect($memberNumber.get().step).toBe('shown');
    $identitySources.set({ accessToken: 'token-b' });
    expect($memberNumber.get()).toEqual({ step: 'hidden', number: '', notice: 'none' });
    $identitySources.set({});
    expect($memberNumber.get().step).toBe('hidden');
  });

  it('an answer for the earlier visitor is dropped', async () => {
    const user = deferred<{ status: string; memberNumber: string }>();
    calls.verification.mockResolvedValue(Date.now());
    calls.coreUser.mockReturnValue(user.promise);
    const done = revealNumber(site, LOGIN);
    await vi.waitFor(() => expect(calls.coreUser).toHaveBeenCalled());
    $identitySources.set({ accessToken: 'token-b' });
    user.resolve({ status: 'SUCCESS', memberNumber: '77' });
    await done;
    expect($memberNumber.get()).toEqual({ step: 'hidden', number: '', notice: 'none' });
    $identitySources.set({ accessToken: 'token-a' });
    expect($memberNumber.get().number).toBe('');
  });
});

describe('copyNumber', () => {
  beforeEach(async () => {
    calls.verification.mockResolvedValue(Date.now());
    calls.coreUser.mockResolvedValue({ status: 'SUCCESS', memberNumber: '4384 0012' });
    await revealNumber(site, LOGIN);
  });

  it('copies the number and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    await copyNumber({ writeText });
    expect(writeText).toHaveBeenCalledWith('4384 0012');
    expect($memberNumber.get()).toEqual({ step: 'shown', number: '4384 0012', notice: 'copied' });
  });

  it.each([
    ['a refused clipboard', { writeText: async () => Promise.reject(new DOMException('denied', 'NotAllowedError')) }],
    ['no clipboard', undefined],
  ])('%s: says it could not copy, the number stays', async (_name, clipboard) => {
    await copyNumber(clipboard);
    expect($memberNumber.get()).toEqual({ step: 'shown', number: '4384 0012', notice: 'copy-failed' });
  });

  it('does nothing before the number is shown', async () => {
    hideNumber();
    const writeText = vi.fn(async () => undefined);
    await copyNumber({ writeText });
    expect(writeText).not.toHaveBeenCalled();
  });
});
