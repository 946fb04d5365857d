import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { Licence } from '@/shared/contract/main/licences';
import { formatDate } from '@/shared/i18n/format';
import { formatQuantity } from '@/shared/i18n/quantity';

/** A licence whose quantities reach a threshold needs a declaration of completeness, by when. */
export function CompletenessAlert({
  completeness,
}: {
  completeness: NonNullable<Licence['completeness']>;
}) {
  const { t, i18n } = useTranslation('services');
  if (!completeness.required) return null;
  return (
    <Alert severity="warning">
      <AlertTitle>{t('licensing.completeness.title', { year: completeness.year })}</AlertTitle>
      {t('licensing.completeness.text', {
        year: completeness.year,
        date: formatDate(completeness.dueDate, i18n.language),
      })}
      <ul>
        {completeness.groups
          .filter((g) => g.reached)
          .map((g) => (
            <li key={g.id}>
              {t(`licensing.completeness.groups.${g.id}`, {
                kg: formatQuantity(g.kg, i18n.language),
                threshold: formatQuantity(g.thresholdKg, i18n.language),
              })}
            </li>
          ))}
      </ul>
    </Alert>
  );
}
