/**
 * TRUST-12, the identity provider's registration logic: a new account is unverified and mailed a
 * confirmation link; the interaction signs it in only once the link was confirmed; a registration
 * of a taken address changes nothing, looks the same, and mails the address's owner instead.
 * (The routes around it run in e2e/trust-verified-address.spec.ts: oidc-provider does not load
 * under jest.)
 */
import { addressLinks } from '../account-service/data/address-verifications';
import { outbox, users } from '../common/data/db';
import { USER_IDS } from '../common/data/fixtures/users';
import { MAIL_RATE_LIMITS } from '../common/data/mail-rate-limit';
import { idpMessages } from './i18n';
import {
  confirmedAccount,
  holdSignIn,
  pendingSignIn,
  register,
  registrationErrors,
  resend,
  waitingInteraction,
} from './registration';

const values = (email: string) => ({
  givenName: 'Mallory',
  familyName: 'Mailbox',
  email,
  password: 'long enough password',
});

const mailsTo = (to: string) => outbox.all().filter((m) => m.to === to);
const tokenOf = (url: string) => url.split('/').at(-1)!;

beforeEach(() => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});

describe('[TRUST-12] registration at the identity provider', () => {
  it('[TRUST-12] a new account is unverified and gets a confirmation link in its language; the interaction does not sign it in', () => {
    const pending = register('uid-1', values('new.hire@victim.example'), 'fr', {});
    const user = users.findByEmail('new.hire@victim.example')!;
    expect(user.emailVerified).toBe(false);
    expect(pending).toMatchObject({ email: user.email, userId: user.id });
    const [mail] = mailsTo(user.email);
    expect(mail).toMatchObject({
      kind: 'addressConfirmation',
      subject: 'Confirmez votre adresse pour EPR Compliance',
    });
    expect(mail!.links[0]!.url).toMatch(/\/oidc\/account\/confirm-address\/[0-9a-f]{32}$/);
    expect(confirmedAccount('uid-1')).toBeUndefined();
  });

  it('[TRUST-12][TRUST-14] a name typed at registration reaches the confirmation mail on one line with its links defanged', () => {
    register(
      'uid-1',
      {
        ...values('new.hire@victim.example'),
        givenName: 'Mallory\r\n\r\nYour account is locked: visit https://evil.example/login',
        familyName: '\u202eredro',
      },
      'en',
      {},
    );
    const [mail] = mailsTo('new.hire@victim.example');
    expect(mail!.text).not.toMatch(/[\r\u202e]|https:\/\/evil|evil\.example/);
    expect(mail!.text).toContain('https[:]//evil[.]example/login');
  });

  it('[TRUST-12] only the mailed link makes the address verified; then the waiting interaction signs the account in', () => {
    register('uid-1', values('new.hire@victim.example'), 'en', {});
    const user = users.findByEmail('new.hire@victim.example')!;
    const token = tokenOf(mailsTo(user.email)[0]!.links[0]!.url);
    expect(addressLinks.confirm('not-the-token').ok).toBe(false);
    expect(users.findById(user.id)?.emailVerified).toBe(false);
    expect(addressLinks.confirm(token).ok).toBe(true);
    expect(users.findById(user.id)?.emailVerified).toBe(true);
    expect(confirmedAccount('uid-1')?.id).toBe(user.id);
    expect(waitingInteraction(user.id)).toBe('uid-1');
    // Once: the link is spent.
    expect(addressLinks.confirm(token)).toEqual({ ok: false, problem: 'unknown' });
  });

  it('[TRUST-12] a confirmation link works for one hour', () => {
    register('uid-1', values('late@example.org'), 'en', {});
    const user = users.findByEmail('late@example.org')!;
    const token = tokenOf(mailsTo(user.email)[0]!.links[0]!.url);
    const now = Date.now();
    const spy = jest.spyOn(Date, 'now').mockReturnValue(now + 60 * 60 * 1000 + 1);
    try {
      expect(addressLinks.confirm(token)).toEqual({ ok: false, problem: 'expired' });
    } finally {
      spy.mockRestore();
    }
    expect(users.findById(user.id)?.emailVerified).toBe(false);
  });

  it('[TRUST-12] registering an existing address changes nothing, answers like a new one and mails the owner a way back in, in their language', () => {
    const owner = users.findById(USER_IDS.outdated)!;
    const before = { ...owner };
    const count = users.all().length;
    const pending = register('uid-2', values(owner.email.toUpperCase()), 'en', {});
    expect(users.all()).toHaveLength(count);
    expect(users.findById(owner.id)).toEqual(before);
    // The same shape as a new registration's: the page shows only the address.
    expect(pending).toMatchObject({ email: owner.email, userId: null });
    const [mail] = mailsTo(owner.email);
    expect(mail).toMatchObject({
      kind: 'registrationAttempt',
      subject: 'Jemand wollte sich mit Ihrer Adresse registrieren',
    });
    expect(mail!.links[0]!.url).toMatch(/\/oidc\/account\/forgot-password\?lang=de$/);
    expect(confirmedAccount('uid-2')).toBeUndefined();
  });

  it('[TRUST-12] a registration of a taken address never signs in, and its Resend mails the owner again, never a confirmation link', () => {
    const owner = users.findById(USER_IDS.owner)!;
    register('uid-2', values(owner.email), 'en', {});
    expect(resend('uid-2')).toEqual({ sent: true });
    expect(mailsTo(owner.email).map((m) => m.kind)).toEqual([
      'registrationAttempt',
      'registrationAttempt',
    ]);
    expect(confirmedAccount('uid-2')).toBeUndefined();
  });

  it('[TRUST-12] the address taken is no registration error (no enumeration); the other checks stay', () => {
    const t = idpMessages.en;
    expect(registrationErrors(values('owner@example.com'), t)).toEqual({});
    expect(registrationErrors({ ...values('nope'), password: 'short' }, t)).toEqual({
      email: t.emailInvalid,
      password: t.passwordTooShort,
    });
  });

  it('[TRUST-12] Resend sends a new link (the old one stops working), and is rate-limited per address', () => {
    register('uid-1', values('again@example.org'), 'en', {});
    const user = users.findByEmail('again@example.org')!;
    const first = tokenOf(mailsTo(user.email)[0]!.links[0]!.url);
    expect(resend('uid-1')).toEqual({ sent: true });
    const second = tokenOf(mailsTo(user.email)[1]!.links[0]!.url);
    expect(addressLinks.open(first).ok).toBe(false);
    expect(addressLinks.open(second).ok).toBe(true);
    for (let i = 2; i < MAIL_RATE_LIMITS.perAddress.max; i += 1) resend('uid-1');
    const limited = resend('uid-1');
    expect(limited).toMatchObject({ sent: false });
    expect(mailsTo(user.email)).toHaveLength(MAIL_RATE_LIMITS.perAddress.max);
  });

  it('[TRUST-12] a correct password of an unverified account holds the sign-in until the address is confirmed', () => {
    register('uid-1', values('holder@example.org'), 'en', {});
    const user = users.findByEmail('holder@example.org')!;
    holdSignIn('uid-3', user);
    expect(pendingSignIn('uid-3')).toMatchObject({ userId: user.id });
    expect(confirmedAccount('uid-3')).toBeUndefined();
    const token = tokenOf(mailsTo(user.email)[0]!.links[0]!.url);
    addressLinks.confirm(token);
    expect(confirmedAccount('uid-3')?.id).toBe(user.id);
  });
});
