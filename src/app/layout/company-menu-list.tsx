import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { accountServicePages } from '@/shared/account-service';
import type { UserCompany } from '@/shared/contract/account/companies';
import { countryName } from '@/shared/i18n/format';
import { selectCurrentLanguage } from '@/shared/i18n/locale-slice';
import { useOpenAddress } from '@/shared/lib/open-address';
import { companyPaths } from '@/shared/paths';
import { useAppSelector } from '../hooks';

/** The company switcher's list (`CompanySwitcher`), loaded after the layout's first paint. */
export function CompanyMenuList({
  anchor,
  companies,
  currentId,
  onClose,
  onChoose,
}: {
  anchor: HTMLElement | null;
  companies: readonly UserCompany[];
  currentId: string | undefined;
  onClose: () => void;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation();
  const open = useOpenAddress();
  const { pathname, search } = useLocation();
  const language = useAppSelector(selectCurrentLanguage);
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {companies.map((company) => (
        <MenuItem
          key={company.id}
          selected={company.id === currentId}
          onClick={() => onChoose(company.id)}
        >
          <ListItemText primary={company.name} secondary={countryName(company.country, language)} />
        </MenuItem>
      ))}
      <Divider />
      {/* UX-14: the current company's settings one click from the menu that names it. */}
      {currentId && companies.some((c) => c.id === currentId) && (
        <MenuItem component={RouterLink} to={companyPaths(currentId).settings} onClick={onClose}>
          {t('nav.settings')}
        </MenuItem>
      )}
      <MenuItem
        onClick={() => {
          onClose();
          open(
            accountServicePages.companies({
              locale: language,
              goBackTo: new URL(`${pathname}${search}`, window.location.origin).href,
            }),
          );
        }}
      >
        {t('companySwitcher.manage')}
      </MenuItem>
    </Menu>
  );
}
