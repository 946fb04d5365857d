import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
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

/**
 * The company settings: one page, a tab per part (tabs an access can never use are left out).
 * The tabs are links to the parts' addresses in a named `nav`, the current one `aria-current`,
 * styled as tabs: each part is a page of its own, so links say what they do (open an address,
 * open in a new tab) where a `tablist` would promise arrow keys between panels. MUI's `Tabs`
 * (with its scroll buttons and indicator, about 6 KB gzip) came with every settings navigation
 * for that look (HOUSE-6, docs/house-6-pages.md). Where the row is too narrow (German at 375 px) the tabs
 * wrap, so none hides behind a scroll.
 */
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
      <Box
        component="nav"
        aria-label={t('settings.tabsLabel')}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Box
          component="ul"
          sx={{ display: 'flex', flexWrap: 'wrap', m: 0, p: 0, listStyle: 'none' }}
        >
          {tabs.map((tab) => {
            const current = tab.id === settingsTab;
            return (
              <li key={tab.id}>
                <Link
                  component={RouterLink}
                  to={href[tab.id]}
                  aria-current={current ? 'page' : undefined}
                  underline="none"
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    minHeight: 48,
                    px: { xs: 1.5, sm: 2 },
                    typography: 'button',
                    whiteSpace: 'nowrap',
                    color: current ? 'primary.main' : 'text.secondary',
                    // The tabs' indicator: a bar under the current one, inside the row's border.
                    boxShadow: current ? 'inset 0 -2px 0 currentColor' : 'none',
                    '&:hover': { color: current ? 'primary.main' : 'text.primary' },
                    '&:focus-visible': {
                      outline: 2,
                      outlineColor: 'primary.main',
                      outlineOffset: -2,
                    },
                  }}
                >
                  {t(`settings.tabs.${tab.id}`)}
                </Link>
              </li>
            );
          })}
        </Box>
      </Box>
      <Outlet />
    </PageFrame>
  );
}
