/**
 * What the booking service's mails say, in the language the appointment was booked in. The time is
 * the adviser's, with its zone named: the service does not know the attendee's zone (the booking
 * page, linked from the mail, shows the attendee's own).
 */
import type { Language } from '../../../src/shared/contract/primitives';
import type { MailName } from '../../common/data/mail-name';

export interface BookingMailFacts {
  adviser: MailName;
  /** The appointment's start, written out in the mail's language. */
  when: string;
  reason: MailName;
}

export type BookingChange = 'rescheduled' | 'cancelled';

type Texts = Record<BookingChange, (f: BookingMailFacts) => { subject: string; text: string }> & {
  link: string;
};

export const BOOKING_MAIL_TEXTS: Record<Language, Texts> = {
  en: {
    rescheduled: (f) => ({
      subject: 'Your appointment has been moved',
      text: `Your appointment with ${f.adviser} now starts on ${f.when}. The booking page shows the time in your time zone and lets you add it to your calendar.`,
    }),
    cancelled: (f) => ({
      subject: 'Your appointment has been cancelled',
      text: `Your appointment with ${f.adviser} on ${f.when} has been cancelled. Reason: ${f.reason}`,
    }),
    link: 'Open your booking',
  },
  de: {
    rescheduled: (f) => ({
      subject: 'Ihr Termin wurde verschoben',
      text: `Ihr Termin mit ${f.adviser} beginnt jetzt am ${f.when}. Die Buchungsseite zeigt die Uhrzeit in Ihrer Zeitzone und trägt den Termin auf Wunsch in Ihren Kalender ein.`,
    }),
    cancelled: (f) => ({
      subject: 'Ihr Termin wurde abgesagt',
      text: `Ihr Termin mit ${f.adviser} am ${f.when} wurde abgesagt. Grund: ${f.reason}`,
    }),
    link: 'Ihre Buchung öffnen',
  },
  es: {
    rescheduled: (f) => ({
      subject: 'Su cita se ha cambiado',
      text: `Su cita con ${f.adviser} empieza ahora el ${f.when}. La página de la reserva muestra la hora en su zona horaria y le permite añadirla a su calendario.`,
    }),
    cancelled: (f) => ({
      subject: 'Su cita se ha cancelado',
      text: `Su cita con ${f.adviser} del ${f.when} se ha cancelado. Motivo: ${f.reason}`,
    }),
    link: 'Abrir su reserva',
  },
  fr: {
    rescheduled: (f) => ({
      subject: 'Votre rendez-vous a été déplacé',
      text: `Votre rendez-vous avec ${f.adviser} commence désormais le ${f.when}. La page de réservation affiche l’heure dans votre fuseau horaire et vous permet de l’ajouter à votre agenda.`,
    }),
    cancelled: (f) => ({
      subject: 'Votre rendez-vous a été annulé',
      text: `Votre rendez-vous avec ${f.adviser} du ${f.when} a été annulé. Motif : ${f.reason}`,
    }),
    link: 'Ouvrir votre réservation',
  },
};
