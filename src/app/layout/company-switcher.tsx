import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useNavigate, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import BusinessIcon from '@mui/icons-material/Business';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useGetApplicationCompaniesQuery } from '@/shared/api/companies-api';
import { accountServicePages } from '@/shared/account-service';
import { countryName } from '@/shared/i18n/format';
import { selectCurrentLanguage } from '@/shared/i18n/locale-slice';
import { SECTIONS } from '@/shared/sections';
import { useAppSelector } from '../hooks';
import { samePageForCompany } from '../route-pattern';
import { useOpenAddress } from '@/shared/lib/open-address';

const sectionPath = (id: string) => SECTIONS.find((s) => s.id === id)?.path ?? null;

/** The user's companies in this app; switching keeps the current page for the new company. */
export function CompanySwitcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useOpenAddress();
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const { companyId } = useParams();
  const language = useAppSelector(selectCurrentLanguage);
  const { data: companies = [] } = useGetApplicationCompaniesQuery();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = companies.find((c) => c.id === companyId);

  const choose = (id: string) => {
    setAnchor(null);
    if (id !== companyId) navigate(samePageForCompany(matches, id, sectionPath));
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
    </>
  );
}
