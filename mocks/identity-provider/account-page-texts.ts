/**
 * Texts of the identity provider's account pages (password reset, e-mail confirmation), in the
 * product's four languages.
 */
import type { IdpLocale } from './i18n';

export interface AccountPageTexts {
  resetTitle: string;
  resetIntro: (email: string) => string;
  newPassword: string;
  passwordHint: string;
  passwordTooShort: string;
  resetButton: string;
  resetDoneTitle: string;
  resetDoneText: string;
  confirmTitle: string;
  confirmIntro: (current: string, next: string) => string;
  confirmButton: string;
  confirmDoneTitle: string;
  confirmDoneText: (email: string) => string;
  takenTitle: string;
  takenText: string;
  invalidTitle: string;
  invalidText: string;
  expiredTitle: string;
  expiredResetText: string;
  expiredEmailText: string;
  toApp: string;
}

const en: AccountPageTexts = {
  resetTitle: 'Set a new password',
  resetIntro: (email) => `Choose a new password for ${email}.`,
  newPassword: 'New password',
  passwordHint: 'At least 8 characters.',
  passwordTooShort: 'The password must have at least 8 characters.',
  resetButton: 'Save password',
  resetDoneTitle: 'Password changed',
  resetDoneText: 'Your new password is saved. Sign in with it from now on.',
  confirmTitle: 'Confirm your new e-mail address',
  confirmIntro: (current, next) =>
    `Your account's address changes from ${current} to ${next}. You then sign in with the new address.`,
  confirmButton: 'Confirm new address',
  confirmDoneTitle: 'E-mail address changed',
  confirmDoneText: (email) => `Your account now uses ${email}. Sign in with it from now on.`,
  takenTitle: 'Address no longer available',
  takenText:
    'Another account has started using this address in the meantime. Ask for the change again with another address.',
  invalidTitle: 'This link is no longer valid',
  invalidText: 'The link was already used or is incomplete. Ask for a new one from your profile.',
  expiredTitle: 'This link has expired',
  expiredResetText: 'Reset links work for one hour. Ask for a new one from your profile.',
  expiredEmailText:
    'Confirmation links work for 24 hours. Ask for the change again from your profile.',
  toApp: 'Go to EPR Compliance',
};

const de: AccountPageTexts = {
  resetTitle: 'Neues Passwort festlegen',
  resetIntro: (email) => `Wählen Sie ein neues Passwort für ${email}.`,
  newPassword: 'Neues Passwort',
  passwordHint: 'Mindestens 8 Zeichen.',
  passwordTooShort: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
  resetButton: 'Passwort speichern',
  resetDoneTitle: 'Passwort geändert',
  resetDoneText: 'Ihr neues Passwort ist gespeichert. Melden Sie sich ab jetzt damit an.',
  confirmTitle: 'Neue E-Mail-Adresse bestätigen',
  confirmIntro: (current, next) =>
    `Die Adresse Ihres Kontos ändert sich von ${current} zu ${next}. Danach melden Sie sich mit der neuen Adresse an.`,
  confirmButton: 'Neue Adresse bestätigen',
  confirmDoneTitle: 'E-Mail-Adresse geändert',
  confirmDoneText: (email) =>
    `Ihr Konto verwendet jetzt ${email}. Melden Sie sich ab jetzt damit an.`,
  takenTitle: 'Adresse nicht mehr verfügbar',
  takenText:
    'Inzwischen verwendet ein anderes Konto diese Adresse. Fordern Sie die Änderung mit einer anderen Adresse erneut an.',
  invalidTitle: 'Dieser Link ist nicht mehr gültig',
  invalidText:
    'Der Link wurde bereits verwendet oder ist unvollständig. Fordern Sie in Ihrem Profil einen neuen an.',
  expiredTitle: 'Dieser Link ist abgelaufen',
  expiredResetText:
    'Links zum Zurücksetzen gelten eine Stunde. Fordern Sie in Ihrem Profil einen neuen an.',
  expiredEmailText:
    'Bestätigungslinks gelten 24 Stunden. Fordern Sie die Änderung in Ihrem Profil erneut an.',
  toApp: 'Zu EPR Compliance',
};

const es: AccountPageTexts = {
  resetTitle: 'Establecer una nueva contraseña',
  resetIntro: (email) => `Elija una nueva contraseña para ${email}.`,
  newPassword: 'Nueva contraseña',
  passwordHint: 'Al menos 8 caracteres.',
  passwordTooShort: 'La contraseña debe tener al menos 8 caracteres.',
  resetButton: 'Guardar contraseña',
  resetDoneTitle: 'Contraseña cambiada',
  resetDoneText: 'Su nueva contraseña se ha guardado. Úsela a partir de ahora para iniciar sesión.',
  confirmTitle: 'Confirme su nueva dirección de correo',
  confirmIntro: (current, next) =>
    `La dirección de su cuenta cambia de ${current} a ${next}. Después iniciará sesión con la nueva dirección.`,
  confirmButton: 'Confirmar la nueva dirección',
  confirmDoneTitle: 'Dirección de correo cambiada',
  confirmDoneText: (email) =>
    `Su cuenta usa ahora ${email}. Inicie sesión con ella a partir de ahora.`,
  takenTitle: 'Dirección ya no disponible',
  takenText:
    'Mientras tanto, otra cuenta ha empezado a usar esta dirección. Solicite el cambio de nuevo con otra dirección.',
  invalidTitle: 'Este enlace ya no es válido',
  invalidText: 'El enlace ya se ha usado o está incompleto. Solicite uno nuevo desde su perfil.',
  expiredTitle: 'Este enlace ha caducado',
  expiredResetText:
    'Los enlaces de restablecimiento son válidos durante una hora. Solicite uno nuevo desde su perfil.',
  expiredEmailText:
    'Los enlaces de confirmación son válidos durante 24 horas. Solicite el cambio de nuevo desde su perfil.',
  toApp: 'Ir a EPR Compliance',
};

const fr: AccountPageTexts = {
  resetTitle: 'Définir un nouveau mot de passe',
  resetIntro: (email) => `Choisissez un nouveau mot de passe pour ${email}.`,
  newPassword: 'Nouveau mot de passe',
  passwordHint: 'Au moins 8 caractères.',
  passwordTooShort: 'Le mot de passe doit comporter au moins 8 caractères.',
  resetButton: 'Enregistrer le mot de passe',
  resetDoneTitle: 'Mot de passe modifié',
  resetDoneText:
    'Votre nouveau mot de passe est enregistré. Utilisez-le désormais pour vous connecter.',
  confirmTitle: 'Confirmez votre nouvelle adresse e-mail',
  confirmIntro: (current, next) =>
    `L’adresse de votre compte passe de ${current} à ${next}. Vous vous connecterez ensuite avec la nouvelle adresse.`,
  confirmButton: 'Confirmer la nouvelle adresse',
  confirmDoneTitle: 'Adresse e-mail modifiée',
  confirmDoneText: (email) =>
    `Votre compte utilise désormais ${email}. Connectez-vous avec cette adresse.`,
  takenTitle: 'Adresse plus disponible',
  takenText:
    'Entre-temps, un autre compte utilise cette adresse. Demandez le changement à nouveau avec une autre adresse.',
  invalidTitle: 'Ce lien n’est plus valable',
  invalidText:
    'Le lien a déjà été utilisé ou est incomplet. Demandez-en un nouveau depuis votre profil.',
  expiredTitle: 'Ce lien a expiré',
  expiredResetText:
    'Les liens de réinitialisation sont valables une heure. Demandez-en un nouveau depuis votre profil.',
  expiredEmailText:
    'Les liens de confirmation sont valables 24 heures. Demandez le changement à nouveau depuis votre profil.',
  toApp: 'Aller sur EPR Compliance',
};

export const ACCOUNT_PAGE_TEXTS: Readonly<Record<IdpLocale, AccountPageTexts>> = { de, en, es, fr };
