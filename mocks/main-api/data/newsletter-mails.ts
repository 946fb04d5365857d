/** The newsletter's e-mails in the subscriber's language (the local stack's mail templates). */
import type { Language } from '../../../src/shared/contract/primitives';

type MailKind = 'confirm' | 'welcome' | 'alreadySubscribed';
interface MailText {
  subject: string;
  text: string;
  linkLabel: string;
}

export const MAILS: Record<Language, Record<MailKind, MailText>> = {
  en: {
    confirm: {
      subject: 'Please confirm your newsletter subscription',
      text: 'Someone, hopefully you, asked to receive the EPR Compliance newsletter at this address. Confirm with the link below; it is valid for 7 days. If it was not you, ignore this e-mail: without confirmation you will receive nothing.',
      linkLabel: 'Confirm subscription',
    },
    welcome: {
      subject: 'Your newsletter subscription is confirmed',
      text: 'Thank you: you will now receive the EPR Compliance newsletter. You can unsubscribe at any time with the link below or the link in every newsletter.',
      linkLabel: 'Unsubscribe',
    },
    alreadySubscribed: {
      subject: 'You are already subscribed to our newsletter',
      text: 'Someone asked to subscribe this address to the EPR Compliance newsletter, which it already receives. Nothing has changed. If you no longer want it, unsubscribe with the link below.',
      linkLabel: 'Unsubscribe',
    },
  },
  de: {
    confirm: {
      subject: 'Bitte bestätigen Sie Ihr Newsletter-Abonnement',
      text: 'Jemand – hoffentlich Sie – möchte den Newsletter von EPR Compliance an diese Adresse erhalten. Bitte bestätigen Sie dies über den folgenden Link; er ist 7 Tage gültig. Falls Sie das nicht waren, ignorieren Sie diese E-Mail: Ohne Bestätigung erhalten Sie nichts.',
      linkLabel: 'Abonnement bestätigen',
    },
    welcome: {
      subject: 'Ihr Newsletter-Abonnement ist bestätigt',
      text: 'Vielen Dank: Sie erhalten ab jetzt den Newsletter von EPR Compliance. Sie können ihn jederzeit über den folgenden Link oder den Link in jedem Newsletter abbestellen.',
      linkLabel: 'Newsletter abbestellen',
    },
    alreadySubscribed: {
      subject: 'Sie haben unseren Newsletter bereits abonniert',
      text: 'Jemand hat diese Adresse für den Newsletter von EPR Compliance angemeldet, den sie bereits erhält. Es hat sich nichts geändert. Wenn Sie ihn nicht mehr erhalten möchten, bestellen Sie ihn über den folgenden Link ab.',
      linkLabel: 'Newsletter abbestellen',
    },
  },
  es: {
    confirm: {
      subject: 'Confirme su suscripción al boletín',
      text: 'Alguien, esperamos que usted, ha solicitado recibir el boletín de EPR Compliance en esta dirección. Confírmelo con el siguiente enlace, válido durante 7 días. Si no ha sido usted, ignore este correo: sin confirmación no recibirá nada.',
      linkLabel: 'Confirmar suscripción',
    },
    welcome: {
      subject: 'Su suscripción al boletín está confirmada',
      text: 'Gracias: a partir de ahora recibirá el boletín de EPR Compliance. Puede darse de baja en cualquier momento con el siguiente enlace o con el enlace que figura en cada boletín.',
      linkLabel: 'Darse de baja',
    },
    alreadySubscribed: {
      subject: 'Ya está suscrito a nuestro boletín',
      text: 'Alguien ha solicitado suscribir esta dirección al boletín de EPR Compliance, que ya recibe. No ha cambiado nada. Si ya no desea recibirlo, dese de baja con el siguiente enlace.',
      linkLabel: 'Darse de baja',
    },
  },
  fr: {
    confirm: {
      subject: 'Veuillez confirmer votre abonnement à la newsletter',
      text: 'Quelqu’un, vous-même nous l’espérons, a demandé à recevoir la newsletter d’EPR Compliance à cette adresse. Confirmez avec le lien ci-dessous, valable 7 jours. Si ce n’était pas vous, ignorez cet e-mail : sans confirmation, vous ne recevrez rien.',
      linkLabel: 'Confirmer l’abonnement',
    },
    welcome: {
      subject: 'Votre abonnement à la newsletter est confirmé',
      text: 'Merci : vous recevrez désormais la newsletter d’EPR Compliance. Vous pouvez vous désabonner à tout moment avec le lien ci-dessous ou celui présent dans chaque newsletter.',
      linkLabel: 'Se désabonner',
    },
    alreadySubscribed: {
      subject: 'Vous êtes déjà abonné à notre newsletter',
      text: 'Quelqu’un a demandé l’abonnement de cette adresse à la newsletter d’EPR Compliance, qu’elle reçoit déjà. Rien n’a changé. Si vous ne souhaitez plus la recevoir, désabonnez-vous avec le lien ci-dessous.',
      linkLabel: 'Se désabonner',
    },
  },
};

export const newsletterMail = (language: Language, kind: MailKind): MailText =>
  MAILS[language][kind];
