/**
 * TRUST-13: the notice to the owner of an address another account asked to move to, in the
 * owner's language. It names no one: the request came from a signed-in stranger, and the notice
 * must not hand the owner's address, or the requester's, to anybody. Plain text; the link is
 * passed separately.
 */
import type { Language } from '../../../src/shared/contract/primitives';
import type { MailName } from '../../common/data/mail-name';

type Mail = { subject: string; text: string; link: string };

export interface EmailChangeMailTexts {
  emailChangeAttempt: (name: MailName) => Mail;
}

const en: EmailChangeMailTexts = {
  emailChangeAttempt: (name) => ({
    subject: 'Someone asked to move their account to your address',
    text:
      `Hello ${name},\n\nsomeone signed in to another EPR Compliance account asked to move that ` +
      `account to this address, which already belongs to your account. Nothing has changed: the ` +
      `address stays with your account.\n\nIf it was you, sign in to this account instead, or ` +
      `choose another address for the other one. If it was not you, ignore this e-mail.`,
    link: 'Open your profile',
  }),
};

const de: EmailChangeMailTexts = {
  emailChangeAttempt: (name) => ({
    subject: 'Jemand wollte sein Konto auf Ihre Adresse umstellen',
    text:
      `Guten Tag ${name},\n\njemand, der bei einem anderen Konto von EPR Compliance angemeldet ` +
      `ist, wollte dieses Konto auf diese Adresse umstellen. Sie gehört aber schon zu Ihrem Konto. ` +
      `Es hat sich nichts geändert: Die Adresse bleibt bei Ihrem Konto.\n\nWenn Sie es waren, ` +
      `melden Sie sich stattdessen bei diesem Konto an oder wählen Sie für das andere eine andere ` +
      `Adresse. Wenn Sie es nicht waren, ignorieren Sie diese E-Mail.`,
    link: 'Profil öffnen',
  }),
};

const es: EmailChangeMailTexts = {
  emailChangeAttempt: (name) => ({
    subject: 'Alguien pidió trasladar su cuenta a su dirección',
    text:
      `Hola, ${name}:\n\nalguien con sesión iniciada en otra cuenta de EPR Compliance pidió ` +
      `trasladar esa cuenta a esta dirección, que ya pertenece a su cuenta. No ha cambiado nada: ` +
      `la dirección sigue siendo de su cuenta.\n\nSi fue usted, inicie sesión en esta cuenta o ` +
      `elija otra dirección para la otra. Si no fue usted, ignore este correo.`,
    link: 'Abrir su perfil',
  }),
};

const fr: EmailChangeMailTexts = {
  emailChangeAttempt: (name) => ({
    subject: 'Quelqu’un a demandé à transférer son compte vers votre adresse',
    text:
      `Bonjour ${name},\n\nquelqu’un connecté à un autre compte EPR Compliance a demandé à ` +
      `transférer ce compte vers cette adresse, qui appartient déjà à votre compte. Rien n’a ` +
      `changé : l’adresse reste liée à votre compte.\n\nSi c’était vous, connectez-vous plutôt à ` +
      `ce compte, ou choisissez une autre adresse pour l’autre. Si ce n’était pas vous, ignorez ` +
      `cet e-mail.`,
    link: 'Ouvrir votre profil',
  }),
};

export const EMAIL_CHANGE_MAIL_TEXTS: Readonly<Record<Language, EmailChangeMailTexts>> = {
  de,
  en,
  es,
  fr,
};
