import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import BusinessIcon from '@mui/icons-material/Business';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useGetCompaniesQuery } from '@/shared/api/account-api';
import { countryName } from '@/shared/i18n/format';
import { selectCurrentLanguage } from '@/shared/i18n/locale-slice';
import { useAppSelector } from '../hooks';
import { switchCompanyPath } from './nav-items';

/** The user's companies; switching keeps the current section for the new company. */
export function CompanySwitcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { companyId } = useParams();
  const language = useAppSelector(selectCurrentLanguage);
  const { data: companies = [] } = useGetCompaniesQuery();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = companies.find((c) => c.id === companyId);

  const choose = (id: string) => {
    setAnchor(null);
    if (id !== companyId) navigate(switchCompanyPath(pathname, id));
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<BusinessIcon />}
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={t('companySwitcher.label', {
          company: current?.name ?? t('companySwitcher.none'),
        })}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ maxWidth: { xs: 160, sm: 320 }, justifyContent: 'flex-start' }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {current?.name ?? t('companySwitcher.none')}
        </span>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {companies.map((company) => (
          <MenuItem
            key={company.id}
            selected={company.id === companyId}
            onClick={() => choose(company.id)}
          >
            <ListItemText
              primary={company.name}
              secondary={countryName(company.country, language)}
            />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            navigate(`/account/companies?goBackTo=${encodeURIComponent(pathname)}`);
          }}
        >
          {t('companySwitcher.manage')}
        </MenuItem>
      </Menu>
    </>
  );
}
