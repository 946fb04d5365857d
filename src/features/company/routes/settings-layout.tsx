import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import type { CompanyAction } from '@/shared/contract/account/permissions';
import { useRouteHandle, type RouteHandle } from '@/shared/lib/route-handle';
import { companyPaths } from '@/shared/paths';
import { useCompanyPermissions } from '@/shared/permissions/use-company-permission';
import { PageFrame } from '@/shared/ui/page-frame';

type SettingsTab = NonNullable<RouteHandle['settingsTab']>;

const TABS: readonly { id: SettingsTab; needs: CompanyAction }[] = [
  { id: 'details', needs: 'viewCompany' },
  { id: 'members', needs: 'viewMembers' },
  { id: 'invitations', needs: 'viewInvitations' },
  { id: 'advisers', needs: 'viewAdvisers' },
];

/** The company settings: one page, a tab per part (tabs an access can never use are left out). */
export function Component() {
  const { t } = useTranslation('account');
  const { settingsTab = 'details' } = useRouteHandle();
  const { company, companyId = '' } = useCurrentCompany();
  const can = useCompanyPermissions();
  const links = companyPaths(companyId);
  const href: Record<SettingsTab, string> = {
    details: links.settings,
    members: links.settingsTab('members'),
    invitations: links.settingsTab('invitations'),
    advisers: links.settingsTab('advisers'),
  };
  const tabs = TABS.filter((tab) => !can(tab.needs).hidden);

  return (
    <PageFrame title={t('settings.title')} subtitle={company?.name}>
      <Box component="nav" aria-label={t('settings.tabsLabel')} sx={{ mb: 3 }}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs
            value={tabs.some((tab) => tab.id === settingsTab) ? settingsTab : false}
            variant="scrollable"
            allowScrollButtonsMobile
          >
            {tabs.map((tab) => (
              <Tab
                key={tab.id}
                value={tab.id}
                label={t(`settings.tabs.${tab.id}`)}
                component={RouterLink}
                to={href[tab.id]}
                aria-current={tab.id === settingsTab ? 'page' : undefined}
              />
            ))}
          </Tabs>
        </Box>
      </Box>
      <Outlet />
    </PageFrame>
  );
}
