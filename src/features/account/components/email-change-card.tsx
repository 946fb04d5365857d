import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { hasReason } from '@/shared/api/api-error';
import { useErrorMessage } from '@/shared/api/error-message';
import { SubmitError } from '@/shared/forms/submit-error';
import { UpdateEmailSchema, type AccountUser } from '@/shared/contract/account/user';
import { FormTextField } from '@/shared/forms/form-text-field';
import { useSessionDraft } from '@/shared/forms/session-draft';
import { SubmitButton } from '@/shared/forms/submit-button';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/use-contract-form';
import { showToast } from '@/shared/ui/toast';
import { useUpdateEmailMutation } from '../api/account-feature-api';
import { SignInAgainButton } from './sign-in-again-button';

/**
 * Change the e-mail address: a confirmation link goes to the new address, and the current one
 * stays until it is followed. An address of another account is answered like a free one
 * (TRUST-13: no telling which addresses have accounts), so a sent request always reads "check the
 * new mailbox"; nothing typed is lost on an error. The
 * service wants a recent sign-in for it (TRUST-10): when the last one is too old, the card says so
 * and offers to sign in again (the provider asks for the password), coming back here with the new
 * address still typed.
 */
export function EmailChangeCard({ user }: { user: AccountUser }) {
  const { t } = useTranslation('account');
  const errorMessage = useErrorMessage();
  const [updateEmail] = useUpdateEmailMutation();
  const form = useContractForm(UpdateEmailSchema, { email: '' });
  const [serverError, setServerError] = useState<unknown>(null);
  // Kept across the sign-in again (TRUST-5, TRUST-10); removed once the link is sent.
  const draft = useSessionDraft('emailChange', form);
  const needsSignIn = hasReason(serverError, 'recentSignInRequired');

  const submit = form.handleSubmit(async ({ email }) => {
    setServerError(null);
    if (email === user.email.toLowerCase()) {
      form.setError('email', { type: 'server', message: 'notAllowed' }, { shouldFocus: true });
      return;
    }
    const result = await updateEmail({ email });
    if (result.error) {
      showServerFieldErrors(form, result.error, ['email']);
      setServerError(result.error);
      return;
    }
    draft.clear();
    void showToast(t('profile.email.sent', { email }), 'success');
    form.reset({ email: '' });
  });

  return (
    <Card>
      <CardContent>
        <Typography variant="h2" sx={{ mb: 1 }}>
          {t('profile.email.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('profile.email.current', { email: user.email })}
        </Typography>
        {user.pendingEmail && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('profile.email.pending', { pending: user.pendingEmail, current: user.email })}
          </Alert>
        )}
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-label={t('profile.email.heading')}
        >
          <Stack spacing={2}>
            <FormTextField
              control={form.control}
              name="email"
              id="profile-new-email"
              type="email"
              label={t('profile.email.new')}
              helperText={t('profile.email.help')}
              required
              autoComplete="email"
              errorText={(code) =>
                code === 'notAllowed'
                  ? t('profile.email.same')
                  : code === 'invalid'
                    ? t('company.errors.email')
                    : undefined
              }
            />
            {needsSignIn && (
              <Alert
                severity="warning"
                role="alert"
                action={<SignInAgainButton>{t('profile.email.signInAgain')}</SignInAgainButton>}
              >
                {errorMessage(serverError)}
              </Alert>
            )}
            {!needsSignIn && <SubmitError error={serverError} />}
            <div>
              <SubmitButton
                submitting={form.formState.isSubmitting}
                busyLabel={t('profile.email.sending')}
              >
                {t('profile.email.submit')}
              </SubmitButton>
            </div>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}
