/**
 * Notices of illegal content (Art. 16 DSA). A notice identical to one received in the last 30
 * days (same addresses, category, explanation and notifier) is the same notice: it keeps its
 * reference and no second confirmation e-mail is sent.
 */
import type {
  IllegalContentCategory,
  NoticeReceipt,
} from '../../../src/shared/contract/main/illegal-content';
import type { Language } from '../../../src/shared/contract/primitives';
import { newId, outbox } from '../../common/data/db';
import { table } from '../../common/data/table';

export interface NoticeRecord {
  id: string;
  reference: string;
  fingerprint: string;
  contentUrls: string[];
  category: IllegalContentCategory;
  explanation: string;
  notifierName: string;
  notifierEmail: string;
  language: Language;
  receivedAt: string;
  status: 'received' | 'underReview' | 'decided';
}

const DUPLICATE_WINDOW_MS = 30 * 24 * 3600 * 1000;

export const noticeFixtures = (): NoticeRecord[] => [
  {
    id: 'ntc-0001',
    reference: 'DSA-2026-7KQ4MX',
    fingerprint: 'fixture',
    contentUrls: ['https://www.example-epr.eu/marketplace/offers/cheap-licences-2026'],
    category: 'scamsAndFraud',
    explanation:
      'The offer promises German packaging licences without LUCID registration, which is not possible under the VerpackG.',
    notifierName: 'Jonas Becker',
    notifierEmail: 'j.becker@example.org',
    language: 'de',
    receivedAt: '2026-10-28T14:02:00.000Z',
    status: 'underReview',
  },
];

export const notices = table(noticeFixtures);

const fingerprintOf = (
  n: Omit<NoticeRecord, 'id' | 'reference' | 'fingerprint' | 'receivedAt' | 'status' | 'language'>,
) =>
  JSON.stringify([
    [...n.contentUrls].map((u) => u.trim()).sort(),
    n.category,
    n.explanation.trim().replace(/\s+/g, ' '),
    n.notifierName.trim().toLowerCase(),
    n.notifierEmail.trim().toLowerCase(),
  ]);

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
function newReference(at: Date): string {
  const random = crypto.getRandomValues(new Uint8Array(6));
  const code = [...random].map((b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('');
  return `DSA-${at.getUTCFullYear()}-${code}`;
}

export const CONFIRMATION: Record<
  Language,
  (reference: string) => { subject: string; text: string }
> = {
  en: (ref) => ({
    subject: `We have received your notice ${ref}`,
    text: `Thank you for your notice of illegal content. Its reference is ${ref}. We review it diligently and objectively, and tell you our decision and the ways to challenge it. Please quote the reference in any message about it.`,
  }),
  de: (ref) => ({
    subject: `Wir haben Ihre Meldung ${ref} erhalten`,
    text: `Vielen Dank für Ihre Meldung rechtswidriger Inhalte. Ihr Aktenzeichen lautet ${ref}. Wir prüfen die Meldung sorgfältig und objektiv und teilen Ihnen unsere Entscheidung sowie die möglichen Rechtsbehelfe mit. Bitte geben Sie das Aktenzeichen bei jeder Nachricht dazu an.`,
  }),
  es: (ref) => ({
    subject: `Hemos recibido su notificación ${ref}`,
    text: `Gracias por su notificación de contenido ilícito. Su referencia es ${ref}. La examinaremos con diligencia y objetividad y le comunicaremos nuestra decisión y las vías para recurrirla. Indique la referencia en cualquier mensaje sobre ella.`,
  }),
  fr: (ref) => ({
    subject: `Nous avons bien reçu votre notification ${ref}`,
    text: `Merci pour votre notification de contenu illicite. Sa référence est ${ref}. Nous l’examinons avec diligence et objectivité et vous informerons de notre décision et des voies de recours. Merci d’indiquer cette référence dans tout message à ce sujet.`,
  }),
};

/** Records the notice (or finds the same one) and confirms receipt to a given e-mail address. */
export function receiveNotice(
  input: Omit<NoticeRecord, 'id' | 'reference' | 'fingerprint' | 'receivedAt' | 'status'>,
  now = Date.now(),
): NoticeReceipt {
  const fingerprint = fingerprintOf(input);
  const same = notices
    .all()
    .find(
      (n) => n.fingerprint === fingerprint && now - Date.parse(n.receivedAt) < DUPLICATE_WINDOW_MS,
    );
  const receipt = (n: NoticeRecord): NoticeReceipt => ({
    reference: n.reference,
    receivedAt: n.receivedAt,
    confirmationSent: n.notifierEmail !== '',
  });
  if (same) return receipt(same);
  const at = new Date(now);
  const notice = notices.insert({
    ...input,
    id: newId('ntc'),
    reference: newReference(at),
    fingerprint,
    receivedAt: at.toISOString(),
    status: 'received',
  });
  if (notice.notifierEmail) {
    outbox.send({
      to: notice.notifierEmail,
      kind: 'illegalContentNoticeReceived',
      ref: notice.reference,
      ...CONFIRMATION[notice.language](notice.reference),
    });
  }
  return receipt(notice);
}
