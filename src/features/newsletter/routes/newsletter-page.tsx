import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isApiError, isErrorKind } from '@/shared/api/api-error';
import { paths } from '@/shared/paths';
import { PageFrame } from '@/shared/ui/page-frame';
import { useConfirmNewsletterMutation, useUnsubscribeFromNewsletterMutation } from '../api';
import { SubscriptionForm } from '../subscription-form';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { ConfirmAction } from '@/shared/ui/confirm-action';
import { LANGUAGE_NAMES } from '@/shared/i18n/language-names';

const isNotFound = (error: unknown) => isErrorKind(error, 'notFound');

function Working({ label }: { label: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
      <CircularProgress size={24} />
      <Typography>{label}</Typography>
    </Stack>
  );
}

/** The confirmation link of the double opt-in: confirms as soon as it is opened. */
function Confirmation({ token }: { token: string }) {
  const { t, i18n } = useTranslation('newsletter');
  const [confirm, { data, error, isError }] = useConfirmNewsletterMutation();
  const started = useRef(false);
  useEffect(() => {
    // Once per link, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    void confirm(token);
  }, [confirm, token]);

  if (data) {
    const topics = new Intl.ListFormat(i18n.language).format(
      data.topics.map((topic) => t(`topics.${topic}`)),
    );
    return (
      <Alert severity="success">
        <AlertTitle>{t('confirm.done')}</AlertTitle>
        {t('confirm.doneText', {
          email: data.email,
          language: LANGUAGE_NAMES[data.language],
          topics,
        })}
      </Alert>
    );
  }
  if (isError && isNotFound(error)) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" component={RouterLink} to={paths.newsletter.href()}>
            {t('confirm.subscribeAgain')}
          </Button>
        }
      >
        <AlertTitle>{t('confirm.invalid')}</AlertTitle>
        {t('confirm.invalidText')}
      </Alert>
    );
  }
  if (isError) {
    return <QueryErrorAlert error={error} onRetry={() => confirm(token)} />;
  }
  return <Working label={t('confirm.working')} />;
}

/** The unsubscribe link of every newsletter: one press, no sign-in. */
function Unsubscribe({ token }: { token: string }) {
  const { t } = useTranslation('newsletter');
  const [unsubscribe, { isSuccess, isLoading, isError, error }] =
    useUnsubscribeFromNewsletterMutation();

  if (isSuccess) {
    return (
      <Alert severity="success">
        <AlertTitle>{t('unsubscribe.done')}</AlertTitle>
        {t('unsubscribe.doneText')}
      </Alert>
    );
  }
  // TRUST-14: an expired link, or one from before subscribing again, says so.
  const why = isError && isApiError(error) ? error.fields?.token : undefined;
  const reason =
    why === 'expired' || why === 'outdated' ? why : isNotFound(error) ? 'invalid' : null;
  if (isError && reason) {
    return (
      <Alert severity="warning">
        <AlertTitle>{t(`unsubscribe.${reason}`)}</AlertTitle>
        {t(`unsubscribe.${reason}Text`)}
      </Alert>
    );
  }
  return (
    <ConfirmAction
      question={t('unsubscribe.question')}
      text={t('unsubscribe.text')}
      error={isError ? error : undefined}
      busy={isLoading}
      label={t('unsubscribe.submit')}
      busyLabel={t('unsubscribe.working')}
      onConfirm={() => unsubscribe(token)}
    />
  );
}

/**
 * NEWS-1: subscribe (double opt-in), and the two links of the e-mails: `?confirm=<token>` and
 * `?unsubscribe=<token>`.
 */
export function Component() {
  const { t } = useTranslation('newsletter');
  const [params] = useSearchParams();
  const confirmToken = params.get('confirm');
  const unsubscribeToken = params.get('unsubscribe');
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageFrame title={t('title')} description={t('description')} subtitle={t('intro')}>
        {confirmToken ? (
          <Confirmation token={confirmToken} />
        ) : unsubscribeToken ? (
          <Unsubscribe token={unsubscribeToken} />
        ) : sentTo ? (
          <Alert
            severity="info"
            action={
              <Button color="inherit" onClick={() => setSentTo(null)}>
                {t('sent.again')}
              </Button>
            }
          >
            <AlertTitle>{t('sent.title')}</AlertTitle>
            {t('sent.text', { email: sentTo })}
          </Alert>
        ) : (
          <SubscriptionForm onSent={setSentTo} />
        )}
      </PageFrame>
    </Container>
  );
}
