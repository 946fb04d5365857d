/**
 * TRUST-12: texts of the identity provider's pages around a verified address (check your
 * mailbox, confirm the address, forgot password) in the product's four languages.
 */
import type { IdpLocale } from './i18n';

export interface AddressTexts {
  checkTitle: string;
  checkText: (email: string) => string;
  continueButton: string;
  resendButton: string;
  resent: string;
  resendLimited: (minutes: number) => string;
  notConfirmed: string;
  otherAccount: string;
  confirmTitle: string;
  confirmIntro: (email: string) => string;
  confirmButton: string;
  confirmedTitle: string;
  confirmedText: (email: string) => string;
  continueLink: string;
  invalidTitle: string;
  invalidText: string;
  expiredTitle: string;
  expiredText: string;
  forgotLink: string;
  forgotTitle: string;
  forgotIntro: string;
  forgotButton: string;
  forgotSentText: (email: string) => string;
  backToSignIn: string;
  toApp: string;
}

const en: AddressTexts = {
  checkTitle: 'Check your mailbox',
  checkText: (email) =>
    `We sent a link to ${email}. Follow it to confirm your address, then continue here.`,
  continueButton: 'Continue',
  resendButton: 'Send the link again',
  resent: 'We sent the link again.',
  resendLimited: (minutes) =>
    `Too many mails to this address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  notConfirmed: 'Your address is not confirmed yet. Follow the link in the mail, then continue.',
  otherAccount: 'Sign in with another account',
  confirmTitle: 'Confirm your address',
  confirmIntro: (email) => `Confirm that ${email} is your address. Then you can sign in.`,
  confirmButton: 'Confirm my address',
  confirmedTitle: 'Address confirmed',
  confirmedText: (email) => `${email} is confirmed. You can now sign in with it.`,
  continueLink: 'Continue',
  invalidTitle: 'This link is no longer valid',
  invalidText:
    'The link was already used, or a newer one was sent. Sign in to have a new one sent.',
  expiredTitle: 'This link has expired',
  expiredText: 'Confirmation links work for one hour. Sign in to have a new one sent.',
  forgotLink: 'Forgot password?',
  forgotTitle: 'Forgot your password?',
  forgotIntro: 'Enter the address of your account. We send you a link to set a new password.',
  forgotButton: 'Send link',
  forgotSentText: (email) =>
    `If an account exists for ${email}, we sent it a link to set a new password. The link works once, for one hour.`,
  backToSignIn: 'Back to sign-in',
  toApp: 'Go to EPR Compliance',
};

const de: AddressTexts = {
  checkTitle: 'Sehen Sie in Ihr Postfach',
  checkText: (email) =>
    `Wir haben einen Link an ${email} gesendet. Bestätigen Sie damit Ihre Adresse und fahren Sie dann hier fort.`,
  continueButton: 'Weiter',
  resendButton: 'Link erneut senden',
  resent: 'Wir haben den Link erneut gesendet.',
  resendLimited: (minutes) =>
    `Zu viele E-Mails an diese Adresse. Versuchen Sie es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut.`,
  notConfirmed:
    'Ihre Adresse ist noch nicht bestätigt. Folgen Sie dem Link in der E-Mail und fahren Sie dann fort.',
  otherAccount: 'Mit einem anderen Konto anmelden',
  confirmTitle: 'Adresse bestätigen',
  confirmIntro: (email) =>
    `Bestätigen Sie, dass ${email} Ihre Adresse ist. Danach können Sie sich anmelden.`,
  confirmButton: 'Adresse bestätigen',
  confirmedTitle: 'Adresse bestätigt',
  confirmedText: (email) => `${email} ist bestätigt. Sie können sich jetzt damit anmelden.`,
  continueLink: 'Weiter',
  invalidTitle: 'Dieser Link ist nicht mehr gültig',
  invalidText:
    'Der Link wurde bereits verwendet oder ein neuerer wurde gesendet. Melden Sie sich an, um einen neuen zu erhalten.',
  expiredTitle: 'Dieser Link ist abgelaufen',
  expiredText:
    'Bestätigungslinks gelten eine Stunde. Melden Sie sich an, um einen neuen zu erhalten.',
  forgotLink: 'Passwort vergessen?',
  forgotTitle: 'Passwort vergessen?',
  forgotIntro:
    'Geben Sie die Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.',
  forgotButton: 'Link senden',
  forgotSentText: (email) =>
    `Wenn es ein Konto für ${email} gibt, haben wir einen Link zum Festlegen eines neuen Passworts gesendet. Der Link funktioniert einmal und eine Stunde lang.`,
  backToSignIn: 'Zurück zur Anmeldung',
  toApp: 'Zu EPR Compliance',
};

const es: AddressTexts = {
  checkTitle: 'Revise su buzón',
  checkText: (email) =>
    `Hemos enviado un enlace a ${email}. Sígalo para confirmar su dirección y después continúe aquí.`,
  continueButton: 'Continuar',
  resendButton: 'Enviar el enlace de nuevo',
  resent: 'Hemos enviado el enlace de nuevo.',
  resendLimited: (minutes) =>
    `Demasiados correos a esta dirección. Inténtelo de nuevo dentro de ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  notConfirmed:
    'Su dirección aún no está confirmada. Siga el enlace del correo y después continúe.',
  otherAccount: 'Iniciar sesión con otra cuenta',
  confirmTitle: 'Confirme su dirección',
  confirmIntro: (email) => `Confirme que ${email} es su dirección. Después podrá iniciar sesión.`,
  confirmButton: 'Confirmar mi dirección',
  confirmedTitle: 'Dirección confirmada',
  confirmedText: (email) => `${email} está confirmada. Ya puede iniciar sesión con ella.`,
  continueLink: 'Continuar',
  invalidTitle: 'Este enlace ya no es válido',
  invalidText:
    'El enlace ya se ha usado o se ha enviado uno más reciente. Inicie sesión para recibir uno nuevo.',
  expiredTitle: 'Este enlace ha caducado',
  expiredText:
    'Los enlaces de confirmación son válidos durante una hora. Inicie sesión para recibir uno nuevo.',
  forgotLink: '¿Ha olvidado su contraseña?',
  forgotTitle: '¿Ha olvidado su contraseña?',
  forgotIntro:
    'Introduzca la dirección de su cuenta. Le enviaremos un enlace para establecer una nueva contraseña.',
  forgotButton: 'Enviar enlace',
  forgotSentText: (email) =>
    `Si existe una cuenta para ${email}, le hemos enviado un enlace para establecer una nueva contraseña. El enlace funciona una vez, durante una hora.`,
  backToSignIn: 'Volver al inicio de sesión',
  toApp: 'Ir a EPR Compliance',
};

const fr: AddressTexts = {
  checkTitle: 'Consultez votre boîte de réception',
  checkText: (email) =>
    `Nous avons envoyé un lien à ${email}. Suivez-le pour confirmer votre adresse, puis continuez ici.`,
  continueButton: 'Continuer',
  resendButton: 'Renvoyer le lien',
  resent: 'Nous avons renvoyé le lien.',
  resendLimited: (minutes) =>
    `Trop d’e-mails envoyés à cette adresse. Réessayez dans ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  notConfirmed:
    'Votre adresse n’est pas encore confirmée. Suivez le lien de l’e-mail, puis continuez.',
  otherAccount: 'Se connecter avec un autre compte',
  confirmTitle: 'Confirmez votre adresse',
  confirmIntro: (email) =>
    `Confirmez que ${email} est votre adresse. Vous pourrez ensuite vous connecter.`,
  confirmButton: 'Confirmer mon adresse',
  confirmedTitle: 'Adresse confirmée',
  confirmedText: (email) =>
    `${email} est confirmée. Vous pouvez maintenant vous connecter avec cette adresse.`,
  continueLink: 'Continuer',
  invalidTitle: 'Ce lien n’est plus valable',
  invalidText:
    'Le lien a déjà été utilisé ou un lien plus récent a été envoyé. Connectez-vous pour en recevoir un nouveau.',
  expiredTitle: 'Ce lien a expiré',
  expiredText:
    'Les liens de confirmation sont valables une heure. Connectez-vous pour en recevoir un nouveau.',
  forgotLink: 'Mot de passe oublié ?',
  forgotTitle: 'Mot de passe oublié ?',
  forgotIntro:
    'Saisissez l’adresse de votre compte. Nous vous envoyons un lien pour définir un nouveau mot de passe.',
  forgotButton: 'Envoyer le lien',
  forgotSentText: (email) =>
    `Si un compte existe pour ${email}, nous lui avons envoyé un lien pour définir un nouveau mot de passe. Le lien fonctionne une fois, pendant une heure.`,
  backToSignIn: 'Retour à la connexion',
  toApp: 'Aller sur EPR Compliance',
};

export const ADDRESS_TEXTS: Readonly<Record<IdpLocale, AddressTexts>> = { de, en, es, fr };
