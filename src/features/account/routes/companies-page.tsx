import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useGetCompaniesQuery } from '@/shared/api/companies-api';
import { useGetUserQuery } from '@/shared/api/user-api';
import { safeReturnPath } from '@/shared/auth/safe-redirect';
import { countryName } from '@/shared/i18n/format';
import { companyPaths, paths } from '@/shared/paths';
import { usePutMarketsFromQuickcheckMutation } from '@/shared/api/quickcheck-api';
import { quickcheckMarkets } from '../components/quickcheck-markets';
import { useAccountQuickcheck } from '../components/use-account-quickcheck';
import { PageFrame } from '@/shared/ui/page-frame';
import { showToast } from '@/shared/ui/toast';
import { useCreateCompanyMutation } from '../api/account-feature-api';
import { companyFromQuickcheck, emptyCompany } from '../components/company-from-quickcheck';
import { lazyPart, prefetchProps } from '@/shared/ui/lazy-part';

/**
 * The company form (react-hook-form, MUI's text fields and select) is a chunk of its own: a user
 * with companies opens it with a button, whose hover, focus or touch starts the download (route
 * weight, issue 21 part 7). A user without a company gets it at once: its download starts when the
 * companies answer says so, while the page still shows its loading block.
 */
const { Part: CompanyForm, prefetch: prefetchCompanyForm } = lazyPart(() =>
  import(/* webpackChunkName: "company-form" */ '../components/company-form').then(
    (m) => m.CompanyForm,
  ),
);

/**
 * The account service's companies page, served by this app on the local stack (the company
 * loader sends users without a company here with `goBackTo`): list the user's companies, create one, go back.
 */
export function Component() {
  const { t, i18n } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const goBackTo = safeReturnPath(params.get('goBackTo'));
  const { data: companies, isLoading: companiesLoading } = useGetCompaniesQuery();
  const [createCompany] = useCreateCompanyMutation();
  const [putMarkets] = usePutMarketsFromQuickcheckMutation();
  // The quickcheck kept with the account or brought by this browser (UX-8) fills the first company.
  const { quickcheck, isLoading: quickcheckLoading } = useAccountQuickcheck({
    skip: companies?.length !== 0,
  });
  const [showForm, setShowForm] = useState(false);
  const { data: me } = useGetUserQuery();
  // A platform administrator without a company of their own is here for the administration
  // (UX-5): it leads, and creating a company is a choice, not the page.
  const adminHome = Boolean(me?.isAdmin) && companies?.length === 0;
  const firstCompany = useMemo(() => companyFromQuickcheck(quickcheck), [quickcheck]);
  // The form takes its initial values once: it waits for the quickcheck.
  const isLoading = companiesLoading || (companies?.length === 0 && quickcheckLoading);
  const formOpen = !isLoading && (showForm || (companies?.length === 0 && !adminHome));
  const firstForm = companies?.length === 0 && !adminHome;
  useEffect(() => {
    if (firstForm) prefetchCompanyForm();
  }, [firstForm]);

  return (
    <PageFrame
      title={t('companies.title')}
      subtitle={t('companies.intro')}
      actions={
        companies && (companies.length > 0 || adminHome) && !showForm ? (
          <Button
            variant="contained"
            onClick={() => setShowForm(true)}
            {...prefetchProps(prefetchCompanyForm)}
          >
            {t('companies.create')}
          </Button>
        ) : undefined
      }
    >
      {isLoading ? (
        <Skeleton height={120} />
      ) : adminHome ? (
        <Card component="section" aria-labelledby="admin-home" sx={{ mb: 3 }}>
          <CardContent>
            <Typography variant="h2" id="admin-home" sx={{ mb: 1 }}>
              {t('companies.adminHeading')}
            </Typography>
            <Typography sx={{ mb: 2 }}>{t('companies.adminIntro')}</Typography>
            <Button variant="contained" component={RouterLink} to={paths.adminCompanies.href()}>
              {t('companies.adminOpen')}
            </Button>
          </CardContent>
        </Card>
      ) : companies && companies.length > 0 ? (
        <Card sx={{ mb: 3 }}>
          <List aria-label={t('companies.listLabel')}>
            {companies.map((c) => (
              // A list holds list items only: the link goes inside one.
              <ListItem key={c.id} disablePadding>
                <ListItemButton component={RouterLink} to={companyPaths(c.id).dashboard}>
                  <ListItemText
                    primary={c.name}
                    secondary={`${c.address.city}, ${countryName(c.country, i18n.language)}`}
                  />
                </ListItemButton>
              </ListItem>
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
            <Suspense fallback={<Skeleton height={120} />}>
              <CompanyForm
                key={companies?.length ? 'another' : 'first'}
                initial={companies?.length ? emptyCompany : firstCompany}
                submitLabel={t('companies.createSubmit')}
                onSubmit={async (company) => {
                  const result = await createCompany(company);
                  if (result.data && quickcheck && !companies?.length) {
                    // The first company's markets are the quickcheck's (UX-8); the dashboard shows
                    // them, and they stay editable there. A refusal leaves the dashboard's offer.
                    await putMarkets({
                      companyId: result.data.id,
                      input: quickcheckMarkets(quickcheck, result.data.country),
                    });
                  }
                  if (result.data) {
                    void showToast(t('companies.created', { name: result.data.name }), 'success');
                    navigate(goBackTo ?? companyPaths(result.data.id).dashboard);
                  }
                  return result;
                }}
              />
            </Suspense>
          </CardContent>
        </Card>
      )}
    </PageFrame>
  );
}
