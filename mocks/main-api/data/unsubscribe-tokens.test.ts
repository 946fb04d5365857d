/** TRUST-14: the unsubscribe tokens of reminder mails, the digest and the newsletter. */
import { users } from '../../common/data/db';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import { preferencesOf, savePreferences, unsubscribeWithToken } from './reminder-preferences';
import {
  UNSUBSCRIBE_VALIDITY_MS,
  unsubscribeToken,
  verifyUnsubscribeToken,
} from './unsubscribe-tokens';

const owner = () => users.findById(USER_IDS.owner)!;

describe('unsubscribe tokens', () => {
  const saved = process.env.UNSUBSCRIBE_SIGNING_KEY;
  afterEach(() => {
    if (saved === undefined) delete process.env.UNSUBSCRIBE_SIGNING_KEY;
    else process.env.UNSUBSCRIBE_SIGNING_KEY = saved;
  });

  it('[TRUST-14] the signing key comes from UNSUBSCRIBE_SIGNING_KEY: a sent link survives a restart, another key refuses it', () => {
    process.env.UNSUBSCRIBE_SIGNING_KEY = 'deployment-key-one';
    const token = unsubscribeToken(USER_IDS.owner, 'reminders');
    // A restart is a fresh module instance reading the same configuration.
    jest.isolateModules(() => {
      const fresh =
        jest.requireActual<typeof import('./unsubscribe-tokens')>('./unsubscribe-tokens');
      expect(fresh.verifyUnsubscribeToken(token)).toMatchObject({ ok: true });
    });
    process.env.UNSUBSCRIBE_SIGNING_KEY = 'deployment-key-two';
    expect(verifyUnsubscribeToken(token)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('[TRUST-14] a token expires after UNSUBSCRIBE_VALIDITY_MS and then ends nothing', () => {
    const issued = Date.now() - UNSUBSCRIBE_VALIDITY_MS - 1000;
    const token = unsubscribeToken(USER_IDS.owner, 'reminders', issued);
    expect(verifyUnsubscribeToken(token, issued + UNSUBSCRIBE_VALIDITY_MS - 1000)).toMatchObject({
      ok: true,
    });
    expect(unsubscribeWithToken(token)).toEqual({ ok: false, reason: 'expired' });
    expect(preferencesOf(owner()).emails).toBe(true);
  });

  it('[TRUST-14] turning mails on again voids the links of older mails (outdated); a new mail’s link works', () => {
    const old = unsubscribeToken(USER_IDS.owner, 'reminders');
    expect(unsubscribeWithToken(old)).toEqual({ ok: true });
    expect(savePreferences(owner(), { ...preferencesOf(owner()), emails: true })).toEqual([]);
    expect(unsubscribeWithToken(old)).toEqual({ ok: false, reason: 'outdated' });
    expect(preferencesOf(owner()).emails).toBe(true);
    expect(unsubscribeWithToken(unsubscribeToken(USER_IDS.owner, 'reminders'))).toEqual({
      ok: true,
    });
  });

  it('[TRUST-14] following a company again voids older links; the digest’s links only by turning the digest on again', () => {
    const prefs = preferencesOf(owner());
    const reminders = unsubscribeToken(USER_IDS.owner, 'reminders');
    const digest = unsubscribeToken(USER_IDS.owner, 'digest');
    const without = prefs.follows.filter((f) => f.companyId !== COMPANY_IDS.nordlicht);
    expect(savePreferences(owner(), { ...prefs, follows: without })).toEqual([]);
    expect(verifyUnsubscribeToken(reminders)).toMatchObject({ ok: true });
    expect(savePreferences(owner(), prefs)).toEqual([]);
    expect(verifyUnsubscribeToken(reminders)).toEqual({ ok: false, reason: 'outdated' });
    expect(verifyUnsubscribeToken(digest)).toMatchObject({ ok: true });
    expect(savePreferences(owner(), { ...prefs, digest: false })).toEqual([]);
    expect(savePreferences(owner(), { ...prefs, digest: true })).toEqual([]);
    expect(verifyUnsubscribeToken(digest)).toEqual({ ok: false, reason: 'outdated' });
  });

  it('[TRUST-14] a token of one scope ends nothing of another (a newsletter token is no reminder token)', () => {
    const token = unsubscribeToken(USER_IDS.owner, 'newsletter');
    expect(unsubscribeWithToken(token)).toEqual({ ok: false, reason: 'invalid' });
    expect(preferencesOf(owner()).emails).toBe(true);
  });
});
