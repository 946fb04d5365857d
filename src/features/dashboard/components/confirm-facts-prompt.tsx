import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useGetObligationsQuery } from '@/shared/api/obligations-api';

/**
 * Markets kept from before end use and role were asked carry assumed facts: ask the company to
 * confirm them (saving the markets confirms), since every obligation rests on them.
 */
export function ConfirmFactsPrompt({
  companyId,
  mayEdit,
  onConfirm,
}: {
  companyId: string;
  mayEdit: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('compliance');
  const { data } = useGetObligationsQuery(companyId);
  if (!data || data.factsConfirmed) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        mayEdit ? (
          <Button color="inherit" size="small" onClick={onConfirm}>
            {t('markets.confirm.action')}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{t('markets.confirm.title')}</AlertTitle>
      {t('markets.confirm.body')}
    </Alert>
  );
}
