import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import type { Deadline } from '@/shared/contract/main/obligations';
import { formatNumber } from '@/shared/i18n/format';
import { deadlineLabel } from '@/shared/i18n/reference-texts';

/**
 * What a deadline rests on, under its name: the threshold that triggered it (DOM-4), a date that
 * is the scheme contract's, not the law's, and the reports a LUCID data report follows (DOM-5).
 */
export function DeadlineNote({
  deadline: d,
  onCountryPage = false,
}: {
  deadline: Deadline;
  /** On the country page itself, which holds the scheme-contract form (UX-15: no copy that sends the user where they are). */
  onCountryPage?: boolean;
}) {
  const { t, i18n } = useTranslation(['compliance', 'reference']);
  const lines: string[] = [];
  if (d.threshold)
    lines.push(
      t('compliance:thresholds.reached', {
        group: t(`compliance:thresholds.${d.threshold.id}` as 'compliance:thresholds.glass'),
        kg: formatNumber(d.threshold.kg, i18n.language),
        minKg: formatNumber(d.threshold.minKg, i18n.language),
      }),
    );
  if (d.schemeContract)
    lines.push(
      d.schemeContract.dateRecorded && d.schemeContract.scheme
        ? t('compliance:deadlineNote.contractDate', { scheme: d.schemeContract.scheme })
        : onCountryPage
          ? t('compliance:deadlineNote.usualContractDateHere', {
              title: t('compliance:schemeContract.title'),
            })
          : t('compliance:deadlineNote.usualContractDate'),
    );
  if (d.mirrors?.length)
    lines.push(
      t('compliance:deadlineNote.mirrors', {
        deadlines: new Intl.ListFormat(i18n.language).format(
          d.mirrors.map((id) => deadlineLabel(t, id)),
        ),
      }),
    );
  return lines.map((line) => (
    <Typography key={line} variant="body2" color="text.secondary">
      {line}
    </Typography>
  ));
}
