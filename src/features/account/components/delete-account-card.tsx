import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { hasReason } from '@/shared/api/api-error';
import { useGetCompaniesQuery } from '@/shared/api/companies-api';
import { useReasonText } from '@/shared/api/error-message';
import { logout } from '@/shared/auth/session-thunks';
import type { AccountUser } from '@/shared/contract/account/user';
import { useThunkDispatch } from '@/shared/lib/dispatch';
import { companyPaths } from '@/shared/paths';
import { ConfirmDialog, prefetchConfirmDialog } from '@/shared/ui/confirm-dialog';
import { prefetchProps } from '@/shared/ui/lazy-part';
import { useDeleteAccountMutation } from '../api/account-feature-api';
import { SignInAgainButton } from './sign-in-again-button';

/**
 * Delete the account, behind a dialog where the user types their e-mail. Afterwards the session
 * ends like a logout (persisted state purged, provider sign-out). A sole owner of a company with
 * other members is told which companies to hand over or delete first; nothing is deleted then.
 * Like an e-mail change it needs a recent sign-in (TRUST-13): when the last one is too old, the
 * dialog says so and offers to sign in again (the provider asks for the password), coming back
 * to this page to delete again.
 */
export function DeleteAccountCard({ user }: { user: AccountUser }) {
  const { t } = useTranslation('account');
  const reasonText = useReasonText();
  const dispatch = useThunkDispatch();
  const [deleteAccount] = useDeleteAccountMutation();
  const { data: companies } = useGetCompaniesQuery();
  const [open, setOpen] = useState(false);

  const describeError = (error: unknown) => {
    if (hasReason(error, 'recentSignInRequired')) {
      return (
        <>
          {t('profile.delete.recentSignIn')}{' '}
          <SignInAgainButton>{t('profile.delete.signInAgain')}</SignInAgainButton>
        </>
      );
    }
    if (!hasReason(error, 'soleOwner')) return undefined;
    const named = (error.companyIds ?? []).map((id) => ({
      id,
      name: companies?.find((c) => c.id === id)?.name ?? id,
    }));
    return (
      <>
        {reasonText('soleOwner')}
        <ul>
          {named.map((company) => (
            <li key={company.id}>
              <Link component={RouterLink} to={companyPaths(company.id).settingsTab('members')}>
                {company.name}
              </Link>
            </li>
          ))}
        </ul>
      </>
    );
  };

  return (
    <Card variant="outlined" sx={{ borderColor: 'error.main' }}>
      <CardContent>
        <Typography variant="h2" sx={{ mb: 1 }}>
          {t('profile.delete.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('profile.delete.intro')}
        </Typography>
        <Button
          variant="outlined"
          color="error"
          onClick={() => setOpen(true)}
          {...prefetchProps(prefetchConfirmDialog)}
        >
          {t('profile.delete.button')}
        </Button>
      </CardContent>
      <ConfirmDialog
        open={open}
        title={t('profile.delete.title')}
        confirmLabel={t('profile.delete.confirm')}
        typedConfirmation={{ label: t('profile.delete.typeLabel'), expected: user.email }}
        onClose={() => setOpen(false)}
        describeError={describeError}
        onConfirm={async () => {
          const result = await deleteAccount();
          if (!result.error) await dispatch(logout());
          return result;
        }}
      >
        {t('profile.delete.warning')}
      </ConfirmDialog>
    </Card>
  );
}
