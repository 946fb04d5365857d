import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { accountServicePages } from '@/shared/account-service';
import { useRefreshCompanies } from '@/shared/api/use-refresh-companies';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import { config } from '@/shared/config/config';
import { countryName } from '@/shared/i18n/format';
import { useAddressLink } from '@/shared/lib/open-address';
import { paths } from '@/shared/paths';
import { useCompanyPermissions } from '@/shared/permissions/use-company-permission';
import { ConfirmDialog, prefetchConfirmDialog } from '@/shared/ui/confirm-dialog';
import { prefetchProps } from '@/shared/ui/lazy-part';
import { ReasonedButton } from '@/shared/ui/reasoned-button';
import { showToast } from '@/shared/ui/toast';
import { useDeleteCompanyMutation } from '../api';

/** The company's details (edited on the account service's company page) and its deletion. */
export function Component() {
  const { t, i18n } = useTranslation('account');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { company } = useCurrentCompany();
  const can = useCompanyPermissions();
  const [deleteCompany] = useDeleteCompanyMutation();
  const refreshCompanies = useRefreshCompanies();
  const [confirming, setConfirming] = useState(false);
  const edit = can('editCompany');
  const remove = can('deleteCompany');
  const editLink = useAddressLink(
    company
      ? accountServicePages.company(company.id, {
          locale: i18n.language,
          nextLocation: new URL(pathname, config.appUrl).href,
        })
      : '',
  );
  const rows: [string, string][] = company
    ? [
        [t('company.fields.name'), company.name],
        [t('company.fields.legalForm'), company.legalForm],
        [t('company.fields.street'), company.address.street],
        [t('company.fields.postalCode'), company.address.postalCode],
        [t('company.fields.city'), company.address.city],
        [t('company.fields.country'), countryName(company.country, i18n.language)],
        [t('company.fields.vatId'), company.vatId ?? '—'],
        [t('company.fields.commercialRegister'), company.commercialRegister ?? '—'],
        [t('company.fields.email'), company.contact.email],
        [t('company.fields.phone'), company.contact.phone || '—'],
      ]
    : [];

  if (!company) return <Skeleton variant="rounded" height={360} />;

  return (
    <Stack spacing={3}>
      <Card>
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 1 }}
          >
            <Typography variant="h2">{t('settings.detailsHeading')}</Typography>
            {!edit.hidden && (
              <ReasonedButton variant="contained" reason={edit.reason} {...editLink}>
                {t('settings.edit')}
              </ReasonedButton>
            )}
          </Stack>
          <Table size="small" aria-label={t('settings.detailsHeading')}>
            <TableBody>
              {rows.map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell
                    component="th"
                    scope="row"
                    sx={{ width: { sm: '35%' }, fontWeight: 600 }}
                  >
                    {label}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      {!remove.hidden && (
        <Card variant="outlined" sx={{ borderColor: 'error.main' }}>
          <CardContent>
            <Typography variant="h2" sx={{ mb: 1 }}>
              {t('settings.delete.heading')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('settings.delete.intro')}
            </Typography>
            <ReasonedButton
              variant="outlined"
              color="error"
              reason={remove.reason}
              onClick={() => setConfirming(true)}
              {...prefetchProps(prefetchConfirmDialog)}
            >
              {t('settings.delete.button')}
            </ReasonedButton>
          </CardContent>
        </Card>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('settings.delete.title', { name: company.name })}
        confirmLabel={t('settings.delete.confirm')}
        typedConfirmation={{ label: t('settings.delete.typeLabel'), expected: company.name }}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          const result = await deleteCompany(company.id);
          if (!result.error) {
            const { name } = company;
            await refreshCompanies();
            void showToast(t('settings.delete.done', { name }), 'success');
            // The company loader picks another company, or sends a user without one to create one.
            navigate(paths.anyCompanyDashboard.href());
          }
          return result;
        }}
      >
        {t('settings.delete.warning', { name: company.name })}
      </ConfirmDialog>
    </Stack>
  );
}
