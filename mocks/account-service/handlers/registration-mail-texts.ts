/**
 * TRUST-12: the mails of a registration at the identity provider, in the recipient's language:
 * the link that confirms a new account's address, and the notice to the owner of an address
 * someone tried to register again. Plain text; the links are passed separately.
 */
import type { Language } from '../../../src/shared/contract/primitives';
import type { MailName } from '../../common/data/mail-name';

type Mail = { subject: string; text: string; link: string };

export interface RegistrationMailTexts {
  addressConfirmation: (name: MailName) => Mail;
  registrationAttempt: (name: MailName) => Mail;
}

const en: RegistrationMailTexts = {
  addressConfirmation: (name) => ({
    subject: 'Confirm your address for EPR Compliance',
    text:
      `Hello ${name},\n\nan EPR Compliance account was created with this address. Confirm that ` +
      `it is yours with the link below; until then nobody can sign in to the account. The link ` +
      `works once, for one hour.\n\n` +
      `If you did not create an account, ignore this e-mail: the account stays unusable.`,
    link: 'Confirm my address',
  }),
  registrationAttempt: (name) => ({
    subject: 'Someone tried to register with your address',
    text:
      `Hello ${name},\n\nsomeone tried to create an EPR Compliance account with this address, ` +
      `which already has one. If it was you, sign in with your password, or set a new one with ` +
      `the link below.\n\nIf it was not you, ignore this e-mail: nothing has changed.`,
    link: 'Forgot your password?',
  }),
};

const de: RegistrationMailTexts = {
  addressConfirmation: (name) => ({
    subject: 'Bestätigen Sie Ihre Adresse für EPR Compliance',
    text:
      `Guten Tag ${name},\n\nmit dieser Adresse wurde ein Konto bei EPR Compliance angelegt. ` +
      `Bestätigen Sie mit dem Link unten, dass sie Ihnen gehört; bis dahin kann sich niemand ` +
      `anmelden. Der Link funktioniert einmal und eine Stunde lang.\n\n` +
      `Wenn Sie kein Konto angelegt haben, ignorieren Sie diese E-Mail: Das Konto bleibt unbenutzbar.`,
    link: 'Adresse bestätigen',
  }),
  registrationAttempt: (name) => ({
    subject: 'Jemand wollte sich mit Ihrer Adresse registrieren',
    text:
      `Guten Tag ${name},\n\njemand wollte mit dieser Adresse ein Konto bei EPR Compliance ` +
      `anlegen, es gibt aber schon eines. Wenn Sie es waren, melden Sie sich mit Ihrem Passwort ` +
      `an oder legen Sie mit dem Link unten ein neues fest.\n\n` +
      `Wenn Sie es nicht waren, ignorieren Sie diese E-Mail: Es hat sich nichts geändert.`,
    link: 'Passwort vergessen?',
  }),
};

const es: RegistrationMailTexts = {
  addressConfirmation: (name) => ({
    subject: 'Confirme su dirección para EPR Compliance',
    text:
      `Hola ${name}:\n\nse ha creado una cuenta de EPR Compliance con esta dirección. Confirme ` +
      `que es suya con el enlace de abajo; hasta entonces nadie puede iniciar sesión en la ` +
      `cuenta. El enlace funciona una vez, durante una hora.\n\n` +
      `Si usted no ha creado ninguna cuenta, ignore este correo: la cuenta no se podrá usar.`,
    link: 'Confirmar mi dirección',
  }),
  registrationAttempt: (name) => ({
    subject: 'Alguien intentó registrarse con su dirección',
    text:
      `Hola ${name}:\n\nalguien intentó crear una cuenta de EPR Compliance con esta dirección, ` +
      `que ya tiene una. Si fue usted, inicie sesión con su contraseña o establezca una nueva ` +
      `con el enlace de abajo.\n\nSi no fue usted, ignore este correo: no ha cambiado nada.`,
    link: '¿Ha olvidado su contraseña?',
  }),
};

const fr: RegistrationMailTexts = {
  addressConfirmation: (name) => ({
    subject: 'Confirmez votre adresse pour EPR Compliance',
    text:
      `Bonjour ${name},\n\nun compte EPR Compliance a été créé avec cette adresse. Confirmez ` +
      `qu’elle est la vôtre avec le lien ci-dessous ; d’ici là, personne ne peut se connecter ` +
      `au compte. Le lien fonctionne une fois, pendant une heure.\n\n` +
      `Si vous n’avez pas créé de compte, ignorez cet e-mail : le compte reste inutilisable.`,
    link: 'Confirmer mon adresse',
  }),
  registrationAttempt: (name) => ({
    subject: 'Quelqu’un a tenté de s’inscrire avec votre adresse',
    text:
      `Bonjour ${name},\n\nquelqu’un a tenté de créer un compte EPR Compliance avec cette ` +
      `adresse, qui en a déjà un. Si c’était vous, connectez-vous avec votre mot de passe ou ` +
      `définissez-en un nouveau avec le lien ci-dessous.\n\n` +
      `Si ce n’était pas vous, ignorez cet e-mail : rien n’a changé.`,
    link: 'Mot de passe oublié ?',
  }),
};

export const REGISTRATION_MAIL_TEXTS: Readonly<Record<Language, RegistrationMailTexts>> = {
  de,
  en,
  es,
  fr,
};
