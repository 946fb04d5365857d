/**
 * Texts of the local identity provider's pages (sign-in, registration, sign-out, errors) in the
 * product's four languages, and the choice of language for a request.
 */
import { LANGUAGES, type Language } from '../../src/shared/contract/primitives';

export const IDP_LOCALES = LANGUAGES;
export type IdpLocale = Language;

export interface IdpMessages {
  languageName: string;
  signInTitle: string;
  signInIntro: string;
  email: string;
  password: string;
  signInButton: string;
  invalidCredentials: string;
  demoHint: string;
  noAccount: string;
  createAccountLink: string;
  /** UX-11: the way to the app's public quickcheck for visitors. */
  quickcheckPrompt: string;
  quickcheckLink: string;
  registerTitle: string;
  registerIntro: string;
  givenName: string;
  familyName: string;
  passwordHint: string;
  registerButton: string;
  haveAccount: string;
  signInLink: string;
  errorSummary: string;
  givenNameRequired: string;
  familyNameRequired: string;
  emailRequired: string;
  emailInvalid: string;
  passwordRequired: string;
  passwordTooShort: string;
  campaign: string;
  languages: string;
  signingOutTitle: string;
  signingOutText: string;
  signOutButton: string;
  signedOutTitle: string;
  signedOutText: string;
  backToApp: string;
  errorTitle: string;
  errorText: string;
  errorCode: string;
  expiredTitle: string;
  expiredText: string;
}

const en: IdpMessages = {
  languageName: 'English',
  signInTitle: 'Sign in',
  signInIntro: 'Sign in to EPR Compliance with your email address and password.',
  email: 'Email address',
  password: 'Password',
  signInButton: 'Sign in',
  invalidCredentials: 'The email or password is not correct.',
  demoHint: 'Local test environment: every demo account uses the password “demo”.',
  noAccount: 'New to EPR Compliance?',
  createAccountLink: 'Create an account',
  quickcheckPrompt: 'Not a customer yet?',
  quickcheckLink: 'See what you owe in two minutes',
  registerTitle: 'Create an account',
  registerIntro: 'Create your EPR Compliance account. All fields are required.',
  givenName: 'Given name',
  familyName: 'Family name',
  passwordHint: 'At least 8 characters.',
  registerButton: 'Create account',
  haveAccount: 'Already have an account?',
  signInLink: 'Sign in',
  errorSummary: 'Please correct the following:',
  givenNameRequired: 'Enter your given name.',
  familyNameRequired: 'Enter your family name.',
  emailRequired: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address, for example name@example.com.',
  passwordRequired: 'Enter a password.',
  passwordTooShort: 'The password must have at least 8 characters.',
  campaign: 'Campaign',
  languages: 'Language',
  signingOutTitle: 'Signing out',
  signingOutText: 'You are being signed out of EPR Compliance.',
  signOutButton: 'Continue',
  signedOutTitle: 'You are signed out',
  signedOutText: 'You have been signed out of EPR Compliance.',
  backToApp: 'Back to EPR Compliance',
  errorTitle: 'Something went wrong',
  errorText: 'The request could not be completed. Please go back to the application and try again.',
  errorCode: 'Error code',
  expiredTitle: 'This page has expired',
  expiredText:
    'The sign-in took too long or was already completed. Please start again from the application.',
};

const de: IdpMessages = {
  languageName: 'Deutsch',
  signInTitle: 'Anmelden',
  signInIntro: 'Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort bei EPR Compliance an.',
  email: 'E-Mail-Adresse',
  password: 'Passwort',
  signInButton: 'Anmelden',
  invalidCredentials: 'Die E-Mail-Adresse oder das Passwort ist nicht korrekt.',
  demoHint: 'Lokale Testumgebung: Alle Demo-Konten verwenden das Passwort „demo“.',
  noAccount: 'Neu bei EPR Compliance?',
  createAccountLink: 'Konto erstellen',
  quickcheckPrompt: 'Noch kein Kunde?',
  quickcheckLink: 'Sehen Sie in zwei Minuten, was Sie schulden',
  registerTitle: 'Konto erstellen',
  registerIntro: 'Erstellen Sie Ihr EPR-Compliance-Konto. Alle Felder sind Pflichtfelder.',
  givenName: 'Vorname',
  familyName: 'Nachname',
  passwordHint: 'Mindestens 8 Zeichen.',
  registerButton: 'Konto erstellen',
  haveAccount: 'Sie haben bereits ein Konto?',
  signInLink: 'Anmelden',
  errorSummary: 'Bitte korrigieren Sie Folgendes:',
  givenNameRequired: 'Geben Sie Ihren Vornamen ein.',
  familyNameRequired: 'Geben Sie Ihren Nachnamen ein.',
  emailRequired: 'Geben Sie Ihre E-Mail-Adresse ein.',
  emailInvalid: 'Geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@example.com.',
  passwordRequired: 'Geben Sie ein Passwort ein.',
  passwordTooShort: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
  campaign: 'Kampagne',
  languages: 'Sprache',
  signingOutTitle: 'Abmeldung',
  signingOutText: 'Sie werden von EPR Compliance abgemeldet.',
  signOutButton: 'Weiter',
  signedOutTitle: 'Sie sind abgemeldet',
  signedOutText: 'Sie wurden von EPR Compliance abgemeldet.',
  backToApp: 'Zurück zu EPR Compliance',
  errorTitle: 'Etwas ist schiefgelaufen',
  errorText:
    'Die Anfrage konnte nicht abgeschlossen werden. Bitte kehren Sie zur Anwendung zurück und versuchen Sie es erneut.',
  errorCode: 'Fehlercode',
  expiredTitle: 'Diese Seite ist abgelaufen',
  expiredText:
    'Die Anmeldung hat zu lange gedauert oder wurde bereits abgeschlossen. Bitte beginnen Sie erneut in der Anwendung.',
};

const es: IdpMessages = {
  languageName: 'Español',
  signInTitle: 'Iniciar sesión',
  signInIntro: 'Inicie sesión en EPR Compliance con su correo electrónico y su contraseña.',
  email: 'Correo electrónico',
  password: 'Contraseña',
  signInButton: 'Iniciar sesión',
  invalidCredentials: 'El correo electrónico o la contraseña no son correctos.',
  demoHint:
    'Entorno de pruebas local: todas las cuentas de demostración usan la contraseña «demo».',
  noAccount: '¿Es nuevo en EPR Compliance?',
  createAccountLink: 'Crear una cuenta',
  quickcheckPrompt: '¿Aún no es cliente?',
  quickcheckLink: 'Vea en dos minutos qué obligaciones tiene',
  registerTitle: 'Crear una cuenta',
  registerIntro: 'Cree su cuenta de EPR Compliance. Todos los campos son obligatorios.',
  givenName: 'Nombre',
  familyName: 'Apellidos',
  passwordHint: 'Al menos 8 caracteres.',
  registerButton: 'Crear cuenta',
  haveAccount: '¿Ya tiene una cuenta?',
  signInLink: 'Iniciar sesión',
  errorSummary: 'Corrija lo siguiente:',
  givenNameRequired: 'Introduzca su nombre.',
  familyNameRequired: 'Introduzca sus apellidos.',
  emailRequired: 'Introduzca su correo electrónico.',
  emailInvalid: 'Introduzca un correo electrónico válido, por ejemplo nombre@example.com.',
  passwordRequired: 'Introduzca una contraseña.',
  passwordTooShort: 'La contraseña debe tener al menos 8 caracteres.',
  campaign: 'Campaña',
  languages: 'Idioma',
  signingOutTitle: 'Cerrando sesión',
  signingOutText: 'Se está cerrando su sesión en EPR Compliance.',
  signOutButton: 'Continuar',
  signedOutTitle: 'Ha cerrado la sesión',
  signedOutText: 'Ha cerrado la sesión en EPR Compliance.',
  backToApp: 'Volver a EPR Compliance',
  errorTitle: 'Algo ha salido mal',
  errorText: 'No se ha podido completar la solicitud. Vuelva a la aplicación e inténtelo de nuevo.',
  errorCode: 'Código de error',
  expiredTitle: 'Esta página ha caducado',
  expiredText:
    'El inicio de sesión ha tardado demasiado o ya se completó. Vuelva a empezar desde la aplicación.',
};

const fr: IdpMessages = {
  languageName: 'Français',
  signInTitle: 'Se connecter',
  signInIntro: 'Connectez-vous à EPR Compliance avec votre adresse e-mail et votre mot de passe.',
  email: 'Adresse e-mail',
  password: 'Mot de passe',
  signInButton: 'Se connecter',
  invalidCredentials: "L'adresse e-mail ou le mot de passe est incorrect.",
  demoHint:
    'Environnement de test local : tous les comptes de démonstration utilisent le mot de passe « demo ».',
  noAccount: 'Nouveau sur EPR Compliance ?',
  createAccountLink: 'Créer un compte',
  quickcheckPrompt: 'Pas encore client ?',
  quickcheckLink: 'Voyez en deux minutes ce que vous devez',
  registerTitle: 'Créer un compte',
  registerIntro: 'Créez votre compte EPR Compliance. Tous les champs sont obligatoires.',
  givenName: 'Prénom',
  familyName: 'Nom',
  passwordHint: 'Au moins 8 caractères.',
  registerButton: 'Créer le compte',
  haveAccount: 'Vous avez déjà un compte ?',
  signInLink: 'Se connecter',
  errorSummary: 'Veuillez corriger les points suivants :',
  givenNameRequired: 'Saisissez votre prénom.',
  familyNameRequired: 'Saisissez votre nom.',
  emailRequired: 'Saisissez votre adresse e-mail.',
  emailInvalid: 'Saisissez une adresse e-mail valide, par exemple nom@example.com.',
  passwordRequired: 'Saisissez un mot de passe.',
  passwordTooShort: 'Le mot de passe doit comporter au moins 8 caractères.',
  campaign: 'Campagne',
  languages: 'Langue',
  signingOutTitle: 'Déconnexion',
  signingOutText: "Vous êtes en cours de déconnexion d'EPR Compliance.",
  signOutButton: 'Continuer',
  signedOutTitle: 'Vous êtes déconnecté',
  signedOutText: "Vous avez été déconnecté d'EPR Compliance.",
  backToApp: 'Retour à EPR Compliance',
  errorTitle: 'Un problème est survenu',
  errorText: "La demande n'a pas pu aboutir. Revenez à l'application et réessayez.",
  errorCode: "Code d'erreur",
  expiredTitle: 'Cette page a expiré',
  expiredText:
    "La connexion a pris trop de temps ou est déjà terminée. Recommencez depuis l'application.",
};

export const idpMessages: Record<IdpLocale, IdpMessages> = { de, en, es, fr };

/** The supported base language of a tag such as `de`, `de-AT` or `fr_CA`, else null. */
export function supportedLocale(tag: unknown): IdpLocale | null {
  if (typeof tag !== 'string') return null;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return (IDP_LOCALES as readonly string[]).includes(base ?? '') ? (base as IdpLocale) : null;
}

/** Languages of an Accept-Language header, best first. */
function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * Language of a page: an explicit choice (`lang` on the page), else the `locale` authorization
 * parameter, else the first supported `ui_locales` entry, else the Accept-Language header's first
 * supported base language, else English.
 */
export function negotiateLocale(input: {
  explicit?: unknown;
  locale?: unknown;
  uiLocales?: unknown;
  acceptLanguage?: string | undefined;
}): IdpLocale {
  const uiLocales = typeof input.uiLocales === 'string' ? input.uiLocales.split(/\s+/) : [];
  const candidates: unknown[] = [
    input.explicit,
    input.locale,
    ...uiLocales,
    ...acceptLanguageTags(input.acceptLanguage),
  ];
  for (const candidate of candidates) {
    const locale = supportedLocale(candidate);
    if (locale) return locale;
  }
  return 'en';
}
