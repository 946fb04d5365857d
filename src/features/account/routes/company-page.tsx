import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { useErrorMessage } from '@/shared/api/error-message';
import { safeReturnPath } from '@/shared/auth/safe-redirect';
import { companyPaths } from '@/shared/paths';
import { NotFoundPage } from '@/shared/ui/error-pages';
import { PageFrame } from '@/shared/ui/page-frame';
import { showToast } from '@/shared/ui/toast';
import { useGetCompanyQuery, useUpdateCompanyMutation } from '../api/account-feature-api';
import { CompanyForm } from '../components/company-form';
import { isErrorKind } from '@/shared/api/api-error';

/**
 * The account service's company page (the company loader sends companies that need an update
 * here with `nextLocation`): review and save the details, then continue where the user was going.
 */
export function Component() {
  const { t } = useTranslation('account');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const { companyId = '' } = useParams();
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get('nextLocation'));
  // UX-2: this company or none (never the previous company while this one loads).
  const { currentData: company, error: loadError, isFetching } = useGetCompanyQuery(companyId);
  const isLoading = !company && isFetching;
  const [updateCompany] = useUpdateCompanyMutation();

  if (isErrorKind(loadError, 'notFound')) return <NotFoundPage />;

  return (
    <PageFrame
      title={company ? t('company.editTitle', { name: company.name }) : t('company.title')}
    >
      {company?.needsUpdate && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('company.needsUpdate')}
        </Alert>
      )}
      <Card>
        <CardContent>
          {isLoading || !company ? (
            loadError ? (
              <Alert severity="error">{errorMessage(loadError)}</Alert>
            ) : (
              <Skeleton height={240} />
            )
          ) : (
            <CompanyForm
              initial={company}
              // A company that must be updated is on its way somewhere: save and continue. Edited
              // by choice (company settings), it saves, or cancels back to where the user was.
              submitLabel={company.needsUpdate ? t('company.save') : t('company.saveChanges')}
              {...(company.needsUpdate
                ? {}
                : { onCancel: () => navigate(next ?? companyPaths(company.id).dashboard) })}
              onSubmit={async (values) => {
                const result = await updateCompany({ id: company.id, company: values });
                if (result.data) {
                  void showToast(t('company.saved'), 'success');
                  navigate(next ?? companyPaths(company.id).dashboard);
                }
                return result;
              }}
            />
          )}
        </CardContent>
      </Card>
    </PageFrame>
  );
}
