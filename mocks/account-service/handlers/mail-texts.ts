/**
 * What the account service's mails say, in the recipient's language. Plain text; the links are
 * passed separately (the dev mailbox makes them clickable), so the texts carry no URLs.
 */
import type {
  AffiliationPermission,
  CompanyRole,
} from '../../../src/shared/contract/account/access';
import type { Language } from '../../../src/shared/contract/primitives';
import type { MailName } from '../../common/data/mail-name';

/** Names chosen by someone are `MailName`s (TRUST-14): single-line, capped, never a link. */
export interface InvitationFacts {
  inviter: MailName;
  company: MailName;
  role: CompanyRole;
  email: string;
  validUntil: string;
}

export interface AffiliationFacts {
  company: MailName;
  place: MailName;
  pro: MailName;
  permissions: readonly AffiliationPermission[];
}

export interface MailTexts {
  roles: Record<CompanyRole, string>;
  permissions: Record<AffiliationPermission, string>;
  invitation: (f: InvitationFacts) => { subject: string; text: string; link: string };
  passwordReset: (name: MailName) => { subject: string; text: string; link: string };
  emailChange: (f: { name: MailName; oldEmail: string; newEmail: string }) => {
    subject: string;
    text: string;
    link: string;
  };
  emailChangeNotice: (f: { name: MailName; newEmail: string }) => {
    subject: string;
    text: string;
    link: string;
  };
  affiliationRequest: (f: AffiliationFacts) => { subject: string; text: string; link: string };
}

const en: MailTexts = {
  roles: { owner: 'owner', admin: 'administrator', member: 'member' },
  permissions: {
    viewCompany: 'see the company’s data',
    editCompany: 'edit the company’s data',
    submitReports: 'submit quantity reports',
    manageDocuments: 'manage documents',
  },
  invitation: (f) => ({
    subject: `${f.inviter} invites you to ${f.company} on EPR Compliance`,
    text:
      `Hello,\n\n${f.inviter} invites you to join ${f.company} as ${en.roles[f.role]} on EPR ` +
      `Compliance, where the company handles its packaging, WEEE, battery and textile obligations.\n\n` +
      `The invitation is for ${f.email} and valid until ${f.validUntil}. If you have no account ` +
      `yet, you create one with this address on the way.\n\n` +
      `If you did not expect this invitation, you can ignore this e-mail.`,
    link: 'Accept the invitation',
  }),
  passwordReset: (name) => ({
    subject: 'Reset your EPR Compliance password',
    text:
      `Hello ${name},\n\nsomeone, hopefully you, asked to reset the password of your EPR ` +
      `Compliance account. The link below works once, for one hour.\n\n` +
      `If you did not ask for this, ignore this e-mail: your password stays as it is.`,
    link: 'Set a new password',
  }),
  emailChange: (f) => ({
    subject: 'Confirm your new e-mail address',
    text:
      `Hello ${f.name},\n\nyou asked to use ${f.newEmail} for your EPR Compliance account ` +
      `instead of ${f.oldEmail}. Confirm the change with the link below; until then you keep ` +
      `signing in with ${f.oldEmail}. The link works for 24 hours.`,
    link: 'Confirm the new address',
  }),
  emailChangeNotice: (f) => ({
    subject: 'A change of your e-mail address was requested',
    text:
      `Hello ${f.name},\n\na change of your EPR Compliance account's address to ${f.newEmail} ` +
      `was requested. Nothing changes unless the new address is confirmed.\n\n` +
      `If this was not you, open your profile and change your password.`,
    link: 'Open your profile',
  }),
  affiliationRequest: (f) => ({
    subject: `${f.company} asks ${f.pro} to advise it`,
    text:
      `Hello,\n\n${f.company} (${f.place}) would like ${f.pro} to act as its adviser on EPR ` +
      `Compliance. Requested permissions: ${f.permissions.map((p) => en.permissions[p]).join(', ')}.\n\n` +
      `Accept or decline the request in your adviser workspace.`,
    link: 'Open the adviser workspace',
  }),
};

const de: MailTexts = {
  roles: { owner: 'Eigentümer', admin: 'Administrator', member: 'Mitglied' },
  permissions: {
    viewCompany: 'Unternehmensdaten einsehen',
    editCompany: 'Unternehmensdaten bearbeiten',
    submitReports: 'Mengenmeldungen abgeben',
    manageDocuments: 'Dokumente verwalten',
  },
  invitation: (f) => ({
    subject: `${f.inviter} lädt Sie zu ${f.company} bei EPR Compliance ein`,
    text:
      `Guten Tag,\n\n${f.inviter} lädt Sie ein, ${f.company} bei EPR Compliance als ` +
      `${de.roles[f.role]} beizutreten. Dort erfüllt das Unternehmen seine Pflichten zu ` +
      `Verpackungen, Elektrogeräten, Batterien und Textilien.\n\n` +
      `Die Einladung gilt für ${f.email} bis ${f.validUntil}. Wenn Sie noch kein Konto haben, ` +
      `legen Sie unterwegs eines mit dieser Adresse an.\n\n` +
      `Falls Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.`,
    link: 'Einladung annehmen',
  }),
  passwordReset: (name) => ({
    subject: 'Passwort für EPR Compliance zurücksetzen',
    text:
      `Guten Tag ${name},\n\nfür Ihr Konto bei EPR Compliance wurde das Zurücksetzen des ` +
      `Passworts angefordert. Der Link unten funktioniert einmal und eine Stunde lang.\n\n` +
      `Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.`,
    link: 'Neues Passwort festlegen',
  }),
  emailChange: (f) => ({
    subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
    text:
      `Guten Tag ${f.name},\n\nSie möchten für Ihr Konto bei EPR Compliance künftig ` +
      `${f.newEmail} statt ${f.oldEmail} verwenden. Bestätigen Sie die Änderung mit dem Link ` +
      `unten; bis dahin melden Sie sich weiter mit ${f.oldEmail} an. Der Link gilt 24 Stunden.`,
    link: 'Neue Adresse bestätigen',
  }),
  emailChangeNotice: (f) => ({
    subject: 'Änderung Ihrer E-Mail-Adresse angefordert',
    text:
      `Guten Tag ${f.name},\n\nfür Ihr Konto bei EPR Compliance wurde die Änderung der Adresse ` +
      `auf ${f.newEmail} angefordert. Es ändert sich nichts, solange die neue Adresse nicht bestätigt ist.\n\n` +
      `Wenn Sie das nicht waren, öffnen Sie Ihr Profil und ändern Sie Ihr Passwort.`,
    link: 'Profil öffnen',
  }),
  affiliationRequest: (f) => ({
    subject: `${f.company} bittet ${f.pro} um Beratung`,
    text:
      `Guten Tag,\n\n${f.company} (${f.place}) möchte ${f.pro} bei EPR Compliance als ` +
      `Berater hinzuziehen. Angefragte Berechtigungen: ` +
      `${f.permissions.map((p) => de.permissions[p]).join(', ')}.\n\n` +
      `Nehmen Sie die Anfrage in Ihrem Berater-Arbeitsbereich an oder lehnen Sie sie ab.`,
    link: 'Berater-Arbeitsbereich öffnen',
  }),
};

const es: MailTexts = {
  roles: { owner: 'propietario/a', admin: 'administrador/a', member: 'miembro' },
  permissions: {
    viewCompany: 'ver los datos de la empresa',
    editCompany: 'editar los datos de la empresa',
    submitReports: 'presentar declaraciones de cantidades',
    manageDocuments: 'gestionar documentos',
  },
  invitation: (f) => ({
    subject: `${f.inviter} le invita a ${f.company} en EPR Compliance`,
    text:
      `Hola:\n\n${f.inviter} le invita a unirse a ${f.company} como ${es.roles[f.role]} en EPR ` +
      `Compliance, donde la empresa gestiona sus obligaciones de envases, RAEE, pilas y textiles.\n\n` +
      `La invitación es para ${f.email} y es válida hasta el ${f.validUntil}. Si aún no tiene ` +
      `cuenta, podrá crearla con esta dirección por el camino.\n\n` +
      `Si no esperaba esta invitación, puede ignorar este correo.`,
    link: 'Aceptar la invitación',
  }),
  passwordReset: (name) => ({
    subject: 'Restablecer su contraseña de EPR Compliance',
    text:
      `Hola, ${name}:\n\nse ha solicitado restablecer la contraseña de su cuenta de EPR ` +
      `Compliance. El enlace de abajo funciona una sola vez y durante una hora.\n\n` +
      `Si no lo ha solicitado usted, ignore este correo: su contraseña no cambia.`,
    link: 'Establecer una nueva contraseña',
  }),
  emailChange: (f) => ({
    subject: 'Confirme su nueva dirección de correo',
    text:
      `Hola, ${f.name}:\n\nha solicitado usar ${f.newEmail} en su cuenta de EPR Compliance en ` +
      `lugar de ${f.oldEmail}. Confirme el cambio con el enlace de abajo; hasta entonces seguirá ` +
      `iniciando sesión con ${f.oldEmail}. El enlace es válido durante 24 horas.`,
    link: 'Confirmar la nueva dirección',
  }),
  emailChangeNotice: (f) => ({
    subject: 'Se ha solicitado cambiar su dirección de correo',
    text:
      `Hola, ${f.name}:\n\nse ha solicitado cambiar la dirección de su cuenta de EPR Compliance ` +
      `a ${f.newEmail}. No cambia nada mientras no se confirme la nueva dirección.\n\n` +
      `Si no ha sido usted, abra su perfil y cambie su contraseña.`,
    link: 'Abrir su perfil',
  }),
  affiliationRequest: (f) => ({
    subject: `${f.company} solicita el asesoramiento de ${f.pro}`,
    text:
      `Hola:\n\n${f.company} (${f.place}) desea que ${f.pro} actúe como su asesor en EPR ` +
      `Compliance. Permisos solicitados: ${f.permissions.map((p) => es.permissions[p]).join(', ')}.\n\n` +
      `Acepte o rechace la solicitud en su espacio de asesor.`,
    link: 'Abrir el espacio de asesor',
  }),
};

const fr: MailTexts = {
  roles: { owner: 'propriétaire', admin: 'administrateur·rice', member: 'membre' },
  permissions: {
    viewCompany: 'consulter les données de l’entreprise',
    editCompany: 'modifier les données de l’entreprise',
    submitReports: 'soumettre les déclarations de quantités',
    manageDocuments: 'gérer les documents',
  },
  invitation: (f) => ({
    subject: `${f.inviter} vous invite à rejoindre ${f.company} sur EPR Compliance`,
    text:
      `Bonjour,\n\n${f.inviter} vous invite à rejoindre ${f.company} en tant que ` +
      `${fr.roles[f.role]} sur EPR Compliance, où l’entreprise gère ses obligations REP ` +
      `(emballages, DEEE, piles et textiles).\n\n` +
      `L’invitation est destinée à ${f.email} et valable jusqu’au ${f.validUntil}. Si vous ` +
      `n’avez pas encore de compte, vous en créerez un avec cette adresse en chemin.\n\n` +
      `Si vous n’attendiez pas cette invitation, ignorez cet e-mail.`,
    link: 'Accepter l’invitation',
  }),
  passwordReset: (name) => ({
    subject: 'Réinitialiser votre mot de passe EPR Compliance',
    text:
      `Bonjour ${name},\n\nla réinitialisation du mot de passe de votre compte EPR Compliance ` +
      `a été demandée. Le lien ci-dessous fonctionne une seule fois, pendant une heure.\n\n` +
      `Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe ` +
      `reste inchangé.`,
    link: 'Définir un nouveau mot de passe',
  }),
  emailChange: (f) => ({
    subject: 'Confirmez votre nouvelle adresse e-mail',
    text:
      `Bonjour ${f.name},\n\nvous souhaitez utiliser ${f.newEmail} pour votre compte EPR ` +
      `Compliance à la place de ${f.oldEmail}. Confirmez le changement avec le lien ci-dessous ; ` +
      `d’ici là, vous continuez à vous connecter avec ${f.oldEmail}. Le lien est valable 24 heures.`,
    link: 'Confirmer la nouvelle adresse',
  }),
  emailChangeNotice: (f) => ({
    subject: 'Changement d’adresse e-mail demandé',
    text:
      `Bonjour ${f.name},\n\nle remplacement de l’adresse de votre compte EPR Compliance par ` +
      `${f.newEmail} a été demandé. Rien ne change tant que la nouvelle adresse n’est pas confirmée.\n\n` +
      `Si vous n’êtes pas à l’origine de cette demande, ouvrez votre profil et changez votre mot de passe.`,
    link: 'Ouvrir votre profil',
  }),
  affiliationRequest: (f) => ({
    subject: `${f.company} demande à ${f.pro} de la conseiller`,
    text:
      `Bonjour,\n\n${f.company} (${f.place}) souhaite que ${f.pro} l’accompagne comme ` +
      `conseiller sur EPR Compliance. Autorisations demandées : ` +
      `${f.permissions.map((p) => fr.permissions[p]).join(', ')}.\n\n` +
      `Acceptez ou refusez la demande dans votre espace conseiller.`,
    link: 'Ouvrir l’espace conseiller',
  }),
};

export const MAIL_TEXTS: Readonly<Record<Language, MailTexts>> = { de, en, es, fr };
