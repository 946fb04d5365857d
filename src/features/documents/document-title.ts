import type { TFunction } from 'i18next';
import type { CompanyDocument } from '@/shared/contract/main/documents';
import { countryName, formatDate } from '@/shared/i18n/format';
import { deadlineLabel } from '@/shared/i18n/reference-texts';

/**
 * A document's title in the user's language, from its type, period and place ("Certificate 2026 –
 * Austria, Packaging"; a receipt by its deadline and due date): never the issuer's text, which may carry internal ids and ISO dates and is
 * in the issuer's language (UX-9). The issued title stays a fact of the document's page.
 */
export function documentTitle(
  t: TFunction<['documents', 'reference']>,
  document: Pick<CompanyDocument, 'type' | 'year' | 'country' | 'stream' | 'deadline'>,
  language: string,
): string {
  const where = [
    document.country ? countryName(document.country, language) : null,
    document.stream ? t(`reference:streams.${document.stream}`) : null,
  ]
    .filter(Boolean)
    .join(', ');
  const type = t(`documents:types.${document.type}`);
  const deadline = document.deadline;
  const deadlineName = deadline ? deadlineLabel(t, deadline.ruleId) : null;
  // A receipt: which filing, due when (one a month for monthly reports); a rule without a text
  // (its id comes back) is left out rather than shown.
  if (deadline && deadlineName && deadlineName !== deadline.ruleId)
    return t('documents:titledReceipt', {
      type,
      deadline: deadlineName,
      date: formatDate(deadline.dueDate, language),
      where: where || t('documents:general'),
    });
  return where
    ? t('documents:titled', { type, year: document.year, where })
    : t('documents:titledGeneral', { type, year: document.year });
}
