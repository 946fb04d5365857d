import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useGetCompaniesQuery } from '@/shared/api/companies-api';
import { paths } from '@/shared/paths';

/**
 * On a client company's pages, the adviser sees whose data this is and the way back to their
 * workspace (UX-5): the spec's loader lands everyone on a company's dashboard, so the workspace is
 * one visible click away rather than inside the user menu.
 */
export function AdviserContextBar() {
  const { t } = useTranslation();
  const { companyId } = useParams();
  const { data: companies } = useGetCompaniesQuery(undefined, { skip: !companyId });
  const company = companies?.find((c) => c.id === companyId);
  if (!company || company.access.via !== 'affiliation') return null;
  // The way back sits under the sentence, not beside it: on a phone both keep their width.
  return (
    <Alert
      severity="info"
      icon={false}
      role="region"
      aria-labelledby="adviser-context"
      sx={{ mb: 2 }}
    >
      <span id="adviser-context">{t('adviserBar.text', { company: company.name })}</span>
      <Box sx={{ mt: 0.5 }}>
        <Button
          component={RouterLink}
          to={paths.workspace.href()}
          color="inherit"
          size="small"
          startIcon={<ArrowBackIcon />}
          sx={{ ml: -0.5 }}
        >
          {t('adviserBar.back')}
        </Button>
      </Box>
    </Alert>
  );
}
