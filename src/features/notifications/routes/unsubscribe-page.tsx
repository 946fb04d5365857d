import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { isRejection } from '@/shared/api/api-error';
import { PageFrame } from '@/shared/ui/page-frame';
import { useUnsubscribeRemindersMutation } from '../api';
import { ConfirmAction } from '@/shared/ui/confirm-action';

/**
 * REM-1: the unsubscribe link of a reminder mail's text, for people (mail clients post to the
 * `List-Unsubscribe` address itself, RFC 8058). Opening changes nothing (mail scanners open
 * links); one press unsubscribes, without sign-in.
 */
export function Component() {
  const { t } = useTranslation('reminders');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [unsubscribe, { isSuccess, isLoading, isError, error }] = useUnsubscribeRemindersMutation();
  const refused = isError && isRejection(error, 'invalid');
  // TRUST-14: an expired link, or one from before subscribing again, says so (a newer mail's works).
  const why = refused ? error.fields?.token : undefined;
  const reason = why === 'expired' || why === 'outdated' ? why : 'failed';

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageFrame title={t('unsubscribe.title')}>
        {!token ? (
          <Alert severity="warning">{t('unsubscribe.missing')}</Alert>
        ) : isSuccess ? (
          <Alert severity="success" role="status">
            {t('unsubscribe.done')}
          </Alert>
        ) : refused ? (
          <Alert severity="warning" role="alert">
            {t(`unsubscribe.${reason}`)}
          </Alert>
        ) : (
          <ConfirmAction
            text={t('unsubscribe.text')}
            error={isError ? error : undefined}
            busy={isLoading}
            label={t('unsubscribe.button')}
            onConfirm={() => unsubscribe(token)}
          />
        )}
      </PageFrame>
    </Container>
  );
}
