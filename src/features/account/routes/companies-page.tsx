import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useCreateCompanyMutation, useGetCompaniesQuery } from '@/shared/api/account-api';
import { errorMessage } from '@/shared/api/error-message';
import { safeReturnPath } from '@/shared/auth/safe-redirect';
import { countryName } from '@/shared/i18n/format';
import { PageFrame } from '@/shared/ui/page-frame';
import { CompanyForm, emptyCompanyForm, formToCompany } from '../company-form';

/**
 * The account service's companies page, served by this app on the local stack (LOADER-1 sends
 * users without a company here with `goBackTo`): list the user's companies, create one, go back.
 */
export function Component() {
  const { t, i18n } = useTranslation('account');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [params] = useSearchParams();
  const goBackTo = safeReturnPath(params.get('goBackTo'));
  const { data: companies, isLoading } = useGetCompaniesQuery();
  const [createCompany, { isLoading: creating, error }] = useCreateCompanyMutation();
  const [showForm, setShowForm] = useState(false);
  const formOpen = showForm || companies?.length === 0;

  return (
    <PageFrame
      title={t('companies.title')}
      subtitle={t('companies.intro')}
      actions={
        companies && companies.length > 0 && !showForm ? (
          <Button variant="contained" onClick={() => setShowForm(true)}>
            {t('companies.create')}
          </Button>
        ) : undefined
      }
    >
      {isLoading ? (
        <Skeleton height={120} />
      ) : companies && companies.length > 0 ? (
        <Card sx={{ mb: 3 }}>
          <List aria-label={t('companies.listLabel')}>
            {companies.map((c) => (
              <ListItemButton
                key={c.id}
                component={RouterLink}
                to={`/companies/${encodeURIComponent(c.id)}/dashboard`}
              >
                <ListItemText
                  primary={c.name}
                  secondary={`${c.address.city}, ${countryName(c.country, i18n.language)}`}
                />
              </ListItemButton>
            ))}
          </List>
        </Card>
      ) : (
        <Typography sx={{ mb: 2 }}>{t('companies.empty')}</Typography>
      )}
      {formOpen && (
        <Card>
          <CardContent>
            <Typography variant="h2" sx={{ mb: 2 }}>
              {t('companies.createHeading')}
            </Typography>
            <CompanyForm
              initial={emptyCompanyForm}
              submitLabel={t('companies.createSubmit')}
              submitting={creating}
              serverError={error ? errorMessage(error, t) : null}
              onSubmit={async (values) => {
                const result = await createCompany(formToCompany(values));
                if ('data' in result && result.data) {
                  enqueueSnackbar(t('companies.created', { name: result.data.name }), {
                    variant: 'success',
                  });
                  navigate(
                    goBackTo ?? `/companies/${encodeURIComponent(result.data.id)}/dashboard`,
                  );
                }
              }}
            />
          </CardContent>
        </Card>
      )}
    </PageFrame>
  );
}
