/**
 * The local stack's outbox: every mail it "sent", for the dev mailbox and the tests. Reset with
 * the store (`resetDb`).
 */
import { newId } from './ids';

/**
 * A mail the local stack "sent". Nothing leaves the machine: the dev mailbox (`/__dev/mail`) shows
 * every mail with its links, and tests read them here.
 */
export interface SentMail {
  id: string;
  to: string;
  /** What the mail is about (`invitation`, `passwordReset`, ...), for tests to find it. */
  kind: string;
  /** The record it is about (an invitation id, ...), if any. */
  ref?: string;
  subject: string;
  /** Plain text; the links are listed separately so the mailbox can make them clickable. */
  text: string;
  links: { label: string; url: string }[];
  /** Extra headers (REM-1: `List-Unsubscribe`, `List-Unsubscribe-Post`), each on one line. */
  headers?: Record<string, string>;
  sentAt: string;
}

let mails: SentMail[] = [];

/** Forgets every sent mail (`resetDb`). */
export function clearOutbox(): void {
  mails = [];
}

/**
 * A header value of a mail (subject, address, display name) on one line (TRUST-8): CR, LF and
 * every other line or control character become a space, so a name chosen by someone (a company,
 * a user, an adviser) can never add a header such as `Bcc:`.
 */
const headerValue = (value: string): string =>
  // eslint-disable-next-line no-control-regex
  value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();

export const outbox = {
  /** Oldest first. */
  all: (): SentMail[] => mails,
  send(mail: Omit<SentMail, 'id' | 'sentAt' | 'text' | 'links' | 'subject'> & Partial<SentMail>) {
    const sent: SentMail = {
      subject: mail.kind,
      text: '',
      links: [],
      ...mail,
      id: newId('mail'),
      sentAt: new Date().toISOString(),
    };
    sent.subject = headerValue(sent.subject);
    sent.to = headerValue(sent.to);
    if (sent.headers)
      sent.headers = Object.fromEntries(
        Object.entries(sent.headers).map(([name, value]) => [
          headerValue(name),
          headerValue(value),
        ]),
      );
    mails.push(sent);
    return sent;
  },
};
