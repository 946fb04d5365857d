/**
 * The mails the account service sends: a real subject, text and links in the recipient's
 * language, the links pointing at this app's origin and at pages that exist.
 */
import { testTokenFor } from '../../common/data/auth-tokens';
import { affiliations, invitations, outbox, users } from '../../common/data/db';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { PRO_IDS } from '../../common/data/fixtures/pros';
import { USER_IDS } from '../../common/data/fixtures/users';
import { emailChanges, passwordResets } from '../data/account-links';
import { config } from '../../../src/shared/config/config';
import { paths } from '../../../src/shared/paths';

const { nordlicht, alpenglueck } = COMPANY_IDS;

async function post(userId: string, path: string, body?: unknown) {
  const response = await fetch(`${config.accountApiUrl}${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${testTokenFor(userId)}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body ?? {}),
  });
  expect(response.status).toBeLessThan(300);
}

const only = (kind: string) => {
  const mails = outbox.all().filter((m) => m.kind === kind);
  expect(mails).toHaveLength(1);
  return mails[0]!;
};

describe('mails of the account service', () => {
  it('[TEAM-2][X-MAIL-2] an invitation to an address without an account: the inviter’s language, a link to the invitation page', async () => {
    await post(USER_IDS.owner, `/companies/${nordlicht}/invitations`, {
      email: 'lea.brandt@nordlicht-versand.de',
      role: 'admin',
    });
    const invitation = invitations
      .all()
      .find((i) => i.email === 'lea.brandt@nordlicht-versand.de')!;
    const mail = only('invitation');
    expect(mail).toMatchObject({
      to: 'lea.brandt@nordlicht-versand.de',
      ref: invitation.id,
      subject: 'Olivia Owner invites you to Nordlicht Versand GmbH on EPR Compliance',
    });
    expect(mail.text).toContain('as administrator');
    expect(mail.text).toContain('valid until');
    expect(mail.links).toEqual([
      {
        label: 'Accept the invitation',
        url: `${config.appUrl}${paths.invitation.href(nordlicht, invitation.id, 'lea.brandt@nordlicht-versand.de')}`,
      },
    ]);
  });

  it('[TEAM-2][X-MAIL-2] an invitation to an existing user comes in their language', async () => {
    await post(USER_IDS.owner, `/companies/${nordlicht}/invitations`, {
      email: 'pro@example.com',
      role: 'member',
    });
    const mail = only('invitation');
    expect(mail.subject).toBe('Olivia Owner le invita a Nordlicht Versand GmbH en EPR Compliance');
    expect(mail.links[0]?.label).toBe('Aceptar la invitación');
  });

  it('[PROFILE-1][X-MAIL-2] a password reset mails a one-time link to the provider’s reset page', async () => {
    await post(USER_IDS.outdated, '/sendPasswordReset');
    const mail = only('passwordReset');
    const [link] = passwordResets.all();
    expect(mail).toMatchObject({
      to: 'outdated@example.com',
      subject: 'Passwort für EPR Compliance zurücksetzen',
      links: [
        {
          label: 'Neues Passwort festlegen',
          url: `${config.oidc.authority}/account/password-reset/${link!.id}`,
        },
      ],
    });
    expect(link!.id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('[PROFILE-1][X-MAIL-2] an e-mail change mails the confirmation to the new address and a notice to the current one', async () => {
    await post(USER_IDS.owner, '/updateEmail', { email: 'olivia@owner-family.example' });
    const [link] = emailChanges.all();
    expect(only('emailChange')).toMatchObject({
      to: 'olivia@owner-family.example',
      subject: 'Confirm your new e-mail address',
      links: [
        {
          label: 'Confirm the new address',
          url: `${config.oidc.authority}/account/confirm-email/${link!.id}`,
        },
      ],
    });
    expect(only('emailChangeNotice')).toMatchObject({
      to: 'owner@example.com',
      links: [{ label: 'Open your profile', url: `${config.accountServiceUrl}/profile?locale=en` }],
    });
    expect(users.findById(USER_IDS.owner)?.email).toBe('owner@example.com');
  });

  it('[ADV-1][X-MAIL-2] a request to an adviser firm reaches its users, in their language, with a link to the workspace', async () => {
    await post(USER_IDS.owner, `/companies/${nordlicht}/affiliations`, {
      proId: PRO_IDS.prado,
      permissions: ['viewCompany', 'submitReports'],
    });
    const affiliation = affiliations.forCompany(nordlicht).find((a) => a.proId === PRO_IDS.prado)!;
    expect(only('affiliationRequest')).toMatchObject({
      to: 'pro@example.com',
      ref: affiliation.id,
      subject:
        'Nordlicht Versand GmbH solicita el asesoramiento de Prado Cumplimiento Ambiental S.L.',
      links: [{ label: 'Abrir el espacio de asesor', url: `${config.appUrl}/workspace` }],
    });
    expect(only('affiliationRequest').text).toContain('(Hamburg, Alemania)');
  });

  it('[X-MAIL-2] every mail has a subject, a text and at least one link on this app’s origin', async () => {
    await post(USER_IDS.owner, `/companies/${alpenglueck}/invitations`, {
      email: 'a@example.org',
      role: 'member',
    });
    await post(USER_IDS.owner, '/sendPasswordReset');
    await post(USER_IDS.owner, '/updateEmail', { email: 'b@example.org' });
    await post(USER_IDS.owner, `/companies/${alpenglueck}/affiliations`, {
      proId: PRO_IDS.graz,
      permissions: ['viewCompany'],
    });
    for (const mail of outbox.all()) {
      expect(mail.subject).not.toBe(mail.kind);
      expect(mail.text.length).toBeGreaterThan(80);
      expect(mail.links.length).toBeGreaterThan(0);
      for (const link of mail.links) expect(new URL(link.url).origin).toBe(config.appUrl);
    }
  });
});
