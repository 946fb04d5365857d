import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetUserQuery } from '@/shared/api/user-api';
import { UpdateNamesSchema } from '@/shared/contract/account/user';
import { FormTextField } from '@/shared/forms/form-text-field';
import { SubmitButton } from '@/shared/forms/submit-button';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/use-contract-form';
import { PageFrame } from '@/shared/ui/page-frame';
import { showToast } from '@/shared/ui/toast';
import type { AccountUser } from '@/shared/contract/account/user';
import { useSendPasswordResetMutation, useUpdateNamesMutation } from '../api/account-feature-api';
import { DeleteAccountCard } from '../components/delete-account-card';
import { EmailChangeCard } from '../components/email-change-card';
import { SubmitError } from '@/shared/forms/submit-error';

/**
 * The signed-in user's profile (the account service's page, served locally): names, e-mail
 * address, password reset link, account deletion.
 */
export function Component() {
  const { t } = useTranslation('account');
  const { data: user } = useGetUserQuery();
  if (!user) {
    return (
      <PageFrame title={t('profile.title')}>
        <Stack spacing={3}>
          <Skeleton variant="rounded" height={180} />
          <Skeleton variant="rounded" height={180} />
        </Stack>
      </PageFrame>
    );
  }
  // Keyed so a different user gets fresh forms.
  return <ProfileForms key={user.id} user={user} />;
}

function ProfileForms({ user }: { user: AccountUser }) {
  const { givenName, familyName, email } = user;
  const { t } = useTranslation('account');
  const [updateNames] = useUpdateNamesMutation();
  const [sendReset, reset] = useSendPasswordResetMutation();
  const form = useContractForm(UpdateNamesSchema, { givenName, familyName });
  const [namesError, setNamesError] = useState<unknown>(null);

  const submit = form.handleSubmit(async (names) => {
    setNamesError(null);
    const result = await updateNames(names);
    if (result.error) {
      showServerFieldErrors(form, result.error, ['givenName', 'familyName']);
      setNamesError(result.error);
    } else void showToast(t('profile.saved'), 'success');
  });

  return (
    <PageFrame title={t('profile.title')} subtitle={email}>
      <Stack spacing={3}>
        <Card>
          <CardContent>
            <Typography variant="h2" sx={{ mb: 2 }}>
              {t('profile.names')}
            </Typography>
            <form noValidate onSubmit={(e) => void submit(e)}>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField
                    control={form.control}
                    name="givenName"
                    label={t('profile.givenName')}
                    required
                    autoComplete="given-name"
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField
                    control={form.control}
                    name="familyName"
                    label={t('profile.familyName')}
                    required
                    autoComplete="family-name"
                  />
                </Grid>
                {namesError !== null && (
                  <Grid size={12}>
                    <SubmitError error={namesError} />
                  </Grid>
                )}
                <Grid size={12}>
                  <SubmitButton
                    submitting={form.formState.isSubmitting}
                    busyLabel={t('company.saving')}
                  >
                    {t('profile.save')}
                  </SubmitButton>
                </Grid>
              </Grid>
            </form>
          </CardContent>
        </Card>
        <EmailChangeCard user={user} />
        <Card>
          <CardContent>
            <Typography variant="h2" sx={{ mb: 1 }}>
              {t('profile.password')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('profile.passwordIntro')}
            </Typography>
            {reset.isSuccess && (
              <Alert severity="success" sx={{ mb: 2 }}>
                {t('profile.resetSent', { email: reset.data?.email })}
              </Alert>
            )}
            <SubmitError
              error={reset.error}
              entries={false}
              onRetry={() => void sendReset()}
              sx={{ mb: 2 }}
            />
            <Button
              variant="outlined"
              onClick={() =>
                void sendReset().then((result) => {
                  if (result.data) {
                    void showToast(t('profile.resetSent', { email: result.data.email }), 'success');
                  }
                })
              }
              disabled={reset.isLoading}
              aria-busy={reset.isLoading}
            >
              {reset.isLoading ? t('profile.sending') : t('profile.sendReset')}
            </Button>
          </CardContent>
        </Card>
        <DeleteAccountCard user={user} />
      </Stack>
    </PageFrame>
  );
}
