import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SubmitError } from '@/shared/forms/submit-error';
import type { AdminCompany } from '@/shared/contract/account/admin';
import { UserSearchRequestSchema } from '@/shared/contract/account/team';
import { FormTextField } from '@/shared/forms/form-text-field';
import { SubmitButton } from '@/shared/forms/submit-button';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/use-contract-form';
import { useLazySearchUserByEmailAndCompanyQuery } from './api';

/** Find a user by e-mail within one company: are they a user, a member (which role), invited? */
export function UserSearchForm({ company }: { company: AdminCompany }) {
  const { t } = useTranslation('admin');
  const form = useContractForm(UserSearchRequestSchema, { email: '', companyId: company.id });
  const [search, { data, error, isFetching, originalArgs }] =
    useLazySearchUserByEmailAndCompanyQuery();

  const submit = form.handleSubmit(async (values) => {
    const result = await search(values);
    if (result.error) showServerFieldErrors(form, result.error, ['email']);
  });

  const found = originalArgs?.companyId === company.id ? data : undefined;

  return (
    <Stack spacing={2}>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('user.formLabel')}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: 'flex-start' }}
        >
          <FormTextField
            control={form.control}
            name="email"
            id="admin-user-email"
            type="email"
            label={t('user.email')}
            helperText={t('user.emailHelp')}
            required
            autoComplete="off"
          />
          <SubmitButton
            submitting={isFetching}
            busyLabel={t('user.searching')}
            sx={{ mt: { sm: 1 }, flexShrink: 0 }}
          >
            {t('user.search')}
          </SubmitButton>
        </Stack>
      </form>
      {error && originalArgs?.companyId === company.id ? (
        <SubmitError error={error} onRetry={() => void submit()} />
      ) : found && originalArgs ? (
        <Alert severity={found.user ? 'success' : 'info'} role="status">
          <Typography sx={{ fontWeight: 600 }}>
            {found.user
              ? t('user.found', {
                  name: `${found.user.givenName} ${found.user.familyName}`.trim(),
                  email: found.user.email,
                })
              : t('user.notFound', { email: originalArgs.email })}
          </Typography>
          <Typography variant="body2">
            {found.role
              ? t('user.member', { role: t(`roles.${found.role}`), company: company.name })
              : t('user.notMember', { company: company.name })}
          </Typography>
          {found.pendingInvitationId && (
            <Typography variant="body2">{t('user.invited')}</Typography>
          )}
        </Alert>
      ) : null}
    </Stack>
  );
}
