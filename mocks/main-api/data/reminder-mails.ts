/**
 * The reminder mails and the adviser digest in the recipient's language (the local stack's mail
 * templates). Deadline and stream names come from the app's `reference` texts, the reference
 * changes' texts from `reminders:changes`, so a mail names things as the screens do.
 */
import type { ReferenceChange } from '../../../src/shared/contract/main/changes';
import type { Deadline } from '../../../src/shared/contract/main/obligations';
import type { Language } from '../../../src/shared/contract/primitives';
import type { MailName } from '../../common/data/mail-name';
import referenceDe from '../../../locales/de/reference.json';
import referenceEn from '../../../locales/en/reference.json';
import referenceEs from '../../../locales/es/reference.json';
import referenceFr from '../../../locales/fr/reference.json';
import remindersDe from '../../../locales/de/reminders.json';
import remindersEn from '../../../locales/en/reminders.json';
import remindersEs from '../../../locales/es/reminders.json';
import remindersFr from '../../../locales/fr/reminders.json';

export interface ReminderItem {
  deadline: Deadline;
  /** Days left; null when overdue. */
  daysLeft: number | null;
}

interface Words {
  reminderSubject: (company: MailName, count: number) => string;
  intro: (company: MailName) => string;
  due: (date: string, daysLeft: number) => string;
  overdue: (date: string) => string;
  changesTitle: string;
  noChanges: string;
  since: (date: string) => string;
  unverified: string;
  source: string;
  footer: string;
  digestSubject: (week: string) => string;
  digestIntro: (count: number) => string;
  clientLine: (open: number, overdue: number) => string;
  nothingDue: string;
  labels: { open: string; settings: string; unsubscribe: string; openWorkspace: string };
}

export const WORDS: Record<Language, Words> = {
  en: {
    reminderSubject: (company, count) =>
      count === 1 ? `Deadline reminder: ${company}` : `${count} deadline reminders: ${company}`,
    intro: (company) => `These deadlines of ${company} are coming up or overdue:`,
    due: (date, days) =>
      days === 0 ? `due today, ${date}` : `due ${date} (in ${days} ${days === 1 ? 'day' : 'days'})`,
    overdue: (date) => `overdue since ${date}`,
    changesTitle: 'What changed in the rules of your markets since our last mail:',
    noChanges: 'No rule of your markets changed since our last mail.',
    since: (date) => `since ${date}`,
    unverified: 'not confirmed at source',
    source: 'Source',
    footer:
      'You receive this mail because you follow this company in your reminder settings. Change them or unsubscribe with one click with the links below.',
    digestSubject: (week) => `Your weekly digest for your clients (${week})`,
    digestIntro: (count) => `This week over your ${count} ${count === 1 ? 'client' : 'clients'}:`,
    clientLine: (open, overdue) => `${open} open obligations, ${overdue} overdue`,
    nothingDue: 'Nothing due in the next 14 days.',
    labels: {
      open: 'Open notifications',
      settings: 'Reminder settings',
      unsubscribe: 'Unsubscribe from these mails',
      openWorkspace: 'Open the adviser workspace',
    },
  },
  de: {
    reminderSubject: (company, count) =>
      count === 1 ? `Fristerinnerung: ${company}` : `${count} Fristerinnerungen: ${company}`,
    intro: (company) => `Diese Fristen von ${company} stehen an oder sind überschritten:`,
    due: (date, days) =>
      days === 0
        ? `fällig heute, ${date}`
        : `fällig am ${date} (in ${days} ${days === 1 ? 'Tag' : 'Tagen'})`,
    overdue: (date) => `überfällig seit ${date}`,
    changesTitle: 'Was sich seit unserer letzten E-Mail an den Regeln Ihrer Märkte geändert hat:',
    noChanges: 'Seit unserer letzten E-Mail hat sich keine Regel Ihrer Märkte geändert.',
    since: (date) => `seit ${date}`,
    unverified: 'an der Quelle nicht bestätigt',
    source: 'Quelle',
    footer:
      'Sie erhalten diese E-Mail, weil Sie diesem Unternehmen in Ihren Erinnerungseinstellungen folgen. Über die folgenden Links ändern Sie sie oder bestellen die E-Mails mit einem Klick ab.',
    digestSubject: (week) => `Ihre Wochenübersicht über Ihre Mandanten (${week})`,
    digestIntro: (count) =>
      `Diese Woche bei Ihren ${count} ${count === 1 ? 'Mandanten' : 'Mandanten'}:`,
    clientLine: (open, overdue) => `${open} offene Pflichten, ${overdue} überfällig`,
    nothingDue: 'In den nächsten 14 Tagen ist nichts fällig.',
    labels: {
      open: 'Benachrichtigungen öffnen',
      settings: 'Erinnerungseinstellungen',
      unsubscribe: 'Diese E-Mails abbestellen',
      openWorkspace: 'Berater-Arbeitsbereich öffnen',
    },
  },
  es: {
    reminderSubject: (company, count) =>
      count === 1
        ? `Recordatorio de plazo: ${company}`
        : `${count} recordatorios de plazos: ${company}`,
    intro: (company) => `Estos plazos de ${company} se acercan o han vencido:`,
    due: (date, days) =>
      days === 0
        ? `vence hoy, ${date}`
        : `vence el ${date} (en ${days} ${days === 1 ? 'día' : 'días'})`,
    overdue: (date) => `vencido desde el ${date}`,
    changesTitle: 'Lo que ha cambiado en las normas de sus mercados desde nuestro último correo:',
    noChanges: 'Ninguna norma de sus mercados ha cambiado desde nuestro último correo.',
    since: (date) => `desde el ${date}`,
    unverified: 'no confirmado en la fuente',
    source: 'Fuente',
    footer:
      'Recibe este correo porque sigue a esta empresa en sus ajustes de recordatorios. Cámbielos o dese de baja con un clic con los enlaces siguientes.',
    digestSubject: (week) => `Su resumen semanal de clientes (${week})`,
    digestIntro: (count) => `Esta semana en sus ${count} ${count === 1 ? 'cliente' : 'clientes'}:`,
    clientLine: (open, overdue) => `${open} obligaciones abiertas, ${overdue} vencidas`,
    nothingDue: 'Nada vence en los próximos 14 días.',
    labels: {
      open: 'Abrir notificaciones',
      settings: 'Ajustes de recordatorios',
      unsubscribe: 'Darse de baja de estos correos',
      openWorkspace: 'Abrir el espacio de asesor',
    },
  },
  fr: {
    reminderSubject: (company, count) =>
      count === 1 ? `Rappel d’échéance : ${company}` : `${count} rappels d’échéances : ${company}`,
    intro: (company) => `Ces échéances de ${company} approchent ou sont dépassées :`,
    due: (date, days) =>
      days === 0
        ? `à rendre aujourd’hui, ${date}`
        : `à rendre le ${date} (dans ${days} ${days === 1 ? 'jour' : 'jours'})`,
    overdue: (date) => `en retard depuis le ${date}`,
    changesTitle: 'Ce qui a changé dans les règles de vos marchés depuis notre dernier e-mail :',
    noChanges: 'Aucune règle de vos marchés n’a changé depuis notre dernier e-mail.',
    since: (date) => `depuis le ${date}`,
    unverified: 'non confirmé à la source',
    source: 'Source',
    footer:
      'Vous recevez cet e-mail parce que vous suivez cette entreprise dans vos réglages de rappels. Modifiez-les ou désabonnez-vous en un clic avec les liens ci-dessous.',
    digestSubject: (week) => `Votre synthèse hebdomadaire de vos clients (${week})`,
    digestIntro: (count) =>
      `Cette semaine chez vos ${count} ${count === 1 ? 'client' : 'clients'} :`,
    clientLine: (open, overdue) => `${open} obligations ouvertes, ${overdue} en retard`,
    nothingDue: 'Rien à rendre dans les 14 prochains jours.',
    labels: {
      open: 'Ouvrir les notifications',
      settings: 'Réglages des rappels',
      unsubscribe: 'Se désabonner de ces e-mails',
      openWorkspace: 'Ouvrir l’espace conseiller',
    },
  },
};

type ReferenceTexts = typeof referenceEn;
type ReminderTexts = typeof remindersEn;
const REFERENCE: Record<Language, ReferenceTexts> = {
  en: referenceEn,
  de: referenceDe,
  es: referenceEs,
  fr: referenceFr,
};
const CHANGE_TEXTS: Record<Language, ReminderTexts> = {
  en: remindersEn,
  de: remindersDe,
  es: remindersEs,
  fr: remindersFr,
};

const dateIn = (language: Language, iso: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

function place(language: Language, country: string, stream: string): string {
  const streams = REFERENCE[language].streams as Record<string, string>;
  return `${country} · ${streams[stream] ?? stream}`;
}

function deadlineLine(language: Language, item: ReminderItem): string {
  const words = WORDS[language];
  const { deadline } = item;
  const names = REFERENCE[language].deadlines as Record<string, string>;
  const when =
    item.daysLeft === null
      ? words.overdue(dateIn(language, deadline.dueDate))
      : words.due(dateIn(language, deadline.dueDate), item.daysLeft);
  return `- ${place(language, deadline.country, deadline.stream)} · ${names[deadline.ruleId] ?? deadline.ruleId} · ${when}`;
}

/**
 * One change as a line: since when, where, what, before → after (a rule's reading: what it
 * confirmed), marked when unverified.
 */
export function changeLine(language: Language, change: ReferenceChange): string {
  const words = WORDS[language];
  const texts = CHANGE_TEXTS[language].changes;
  const entry = (texts.entries as Record<string, { before: string; after: string }>)[change.id];
  const kind = (texts.kinds as Record<string, string>)[change.kind] ?? change.kind;
  const country = change.country;
  const what = change.facts
    ? texts.checkedEntry
        .replace('{{verified}}', String(change.facts.verified))
        .replace('{{stated}}', String(change.facts.stated))
    : `${entry?.before ?? '–'} → ${entry?.after ?? ''}`;
  return [
    `- ${words.since(dateIn(language, change.effective))} · ${place(language, country, change.stream)} · ${kind}: ${what}`,
    change.verified ? '' : ` (${words.unverified})`,
    `\n  ${words.source}: ${change.source}`,
  ].join('');
}

const changeLinks = (language: Language, changes: readonly ReferenceChange[]) =>
  changes.map((c) => ({
    label: `${WORDS[language].source}: ${place(language, c.country, c.stream)}`,
    url: c.source,
  }));

export function reminderMail(
  language: Language,
  input: { companyName: MailName; items: ReminderItem[]; changes: readonly ReferenceChange[] },
) {
  const words = WORDS[language];
  const text = [
    words.intro(input.companyName),
    ...input.items.map((item) => deadlineLine(language, item)),
    '',
    input.changes.length ? words.changesTitle : words.noChanges,
    ...input.changes.map((c) => changeLine(language, c)),
    '',
    words.footer,
  ].join('\n');
  return {
    subject: words.reminderSubject(input.companyName, input.items.length),
    text,
    labels: words.labels,
    changeLinks: changeLinks(language, input.changes),
  };
}

export function digestMail(
  language: Language,
  input: {
    week: string;
    clients: {
      name: MailName;
      openObligations: number;
      overdueObligations: number;
      upcoming: ReminderItem[];
      changes: readonly ReferenceChange[];
    }[];
  },
) {
  const words = WORDS[language];
  const blocks = input.clients.map((client) =>
    [
      `${client.name}: ${words.clientLine(client.openObligations, client.overdueObligations)}`,
      ...(client.upcoming.length
        ? client.upcoming.map((item) => deadlineLine(language, item))
        : [`- ${words.nothingDue}`]),
      ...(client.changes.length
        ? [words.changesTitle, ...client.changes.map((c) => changeLine(language, c))]
        : []),
    ].join('\n'),
  );
  const allChanges = [
    ...new Map(input.clients.flatMap((c) => c.changes).map((c) => [c.id, c])).values(),
  ];
  return {
    subject: words.digestSubject(input.week),
    text: [words.digestIntro(input.clients.length), '', blocks.join('\n\n')].join('\n'),
    labels: { ...words.labels, open: words.labels.openWorkspace },
    changeLinks: changeLinks(language, allChanges),
  };
}
