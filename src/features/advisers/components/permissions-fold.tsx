import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import {
  AFFILIATION_PERMISSIONS,
  type AffiliationPermission,
} from '@/shared/contract/account/access';

/**
 * What an adviser may do for a client, in one line ("3 of 4") that opens to the list on demand
 * (UX-13: the full list made rows up to nine lines tall). A native disclosure: keyboard and screen
 * readers get it for free.
 */
export function PermissionsFold({
  permissions,
  company,
}: {
  permissions: readonly AffiliationPermission[];
  company: string;
}) {
  const { t } = useTranslation('advisers');
  return (
    <Box
      component="details"
      sx={{ '& > summary': { cursor: 'pointer', whiteSpace: 'nowrap' } }}
      aria-label={t('workspace.permissionsDetail', { company })}
    >
      <summary>
        {t('workspace.permissionsCount', {
          granted: permissions.length,
          total: AFFILIATION_PERMISSIONS.length,
        })}
      </summary>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {permissions.map((permission) => (
          <li key={permission}>{t(`permissions.${permission}`)}</li>
        ))}
      </Box>
    </Box>
  );
}
