import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import {
  useGetUserQuery,
  useSendPasswordResetMutation,
  useUpdateNamesMutation,
} from '@/shared/api/account-api';
import { errorMessage } from '@/shared/api/error-message';
import { PageFrame } from '@/shared/ui/page-frame';

/** The signed-in user's profile (the account service's page, served locally): names and password. */
export function Component() {
  const { data: user } = useGetUserQuery();
  // The form starts from the loaded user; keyed so a different user gets a fresh form.
  return (
    <ProfileForms
      key={user?.id ?? 'loading'}
      initialGivenName={user?.givenName ?? ''}
      initialFamilyName={user?.familyName ?? ''}
      email={user?.email}
    />
  );
}

function ProfileForms({
  initialGivenName,
  initialFamilyName,
  email,
}: {
  initialGivenName: string;
  initialFamilyName: string;
  email: string | undefined;
}) {
  const { t } = useTranslation('account');
  const { enqueueSnackbar } = useSnackbar();
  const [updateNames, names] = useUpdateNamesMutation();
  const [sendReset, reset] = useSendPasswordResetMutation();
  const [givenName, setGivenName] = useState(initialGivenName);
  const [familyName, setFamilyName] = useState(initialFamilyName);
  const [submitted, setSubmitted] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!givenName.trim() || !familyName.trim()) return;
    const result = await updateNames({
      givenName: givenName.trim(),
      familyName: familyName.trim(),
    });
    if ('data' in result) enqueueSnackbar(t('profile.saved'), { variant: 'success' });
  };

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
                  <TextField
                    fullWidth
                    required
                    label={t('profile.givenName')}
                    value={givenName}
                    onChange={(e) => setGivenName(e.target.value)}
                    error={submitted && !givenName.trim()}
                    helperText={submitted && !givenName.trim() ? t('company.errors.required') : ' '}
                    autoComplete="given-name"
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField
                    fullWidth
                    required
                    label={t('profile.familyName')}
                    value={familyName}
                    onChange={(e) => setFamilyName(e.target.value)}
                    error={submitted && !familyName.trim()}
                    helperText={
                      submitted && !familyName.trim() ? t('company.errors.required') : ' '
                    }
                    autoComplete="family-name"
                  />
                </Grid>
                {names.error && (
                  <Grid size={12}>
                    <Alert severity="error">{errorMessage(names.error, t)}</Alert>
                  </Grid>
                )}
                <Grid size={12}>
                  <Button type="submit" variant="contained" disabled={names.isLoading}>
                    {t('profile.save')}
                  </Button>
                </Grid>
              </Grid>
            </form>
          </CardContent>
        </Card>
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
            {reset.error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {errorMessage(reset.error, t)}
              </Alert>
            )}
            <Button variant="outlined" onClick={() => void sendReset()} disabled={reset.isLoading}>
              {t('profile.sendReset')}
            </Button>
          </CardContent>
        </Card>
      </Stack>
    </PageFrame>
  );
}
