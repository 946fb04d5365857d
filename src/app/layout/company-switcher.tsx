import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import BusinessIcon from '@mui/icons-material/Business';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Skeleton from '@mui/material/Skeleton';
import { useGetApplicationCompaniesQuery, useGetCompaniesQuery } from '@/shared/api/companies-api';
import { SECTIONS } from '@/shared/sections';
import { samePageForCompany } from '../route-pattern';
import { lazyPart, prefetchProps } from '@/shared/ui/lazy-part';
import { opensOnArrowDown } from './menu-button';

const sectionPath = (id: string) => SECTIONS.find((s) => s.id === id)?.path ?? null;

const { Part: CompanyMenuList, prefetch } = lazyPart(() =>
  import(/* webpackChunkName: "layout-menus", webpackPrefetch: true */ './company-menu-list').then(
    (m) => m.CompanyMenuList,
  ),
);

/** The user's companies in this app; switching keeps the current page for the new company. */
export function CompanySwitcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const matches = useMatches();
  const { companyId } = useParams();
  const { data: companies = [], isLoading } = useGetApplicationCompaniesQuery();
  // The company loader has read the user's companies already: their name shows while this
  // application's list loads, instead of "Select a company" (UX-15).
  const { data: loaded = [] } = useGetCompaniesQuery();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const open = (button: HTMLElement) => {
    setUsed(true);
    setAnchor(button);
  };
  const current = (isLoading ? loaded : companies).find((c) => c.id === companyId);
  const waiting = isLoading && companyId !== undefined && !current;
  const name = current?.name ?? t('companySwitcher.none');

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
        aria-label={t('companySwitcher.label', { company: name })}
        aria-busy={waiting || undefined}
        onClick={(e) => open(e.currentTarget)}
        {...opensOnArrowDown(open)}
        // UX-15: the whole name where there is room (480 px from `md`); cut, it is the tooltip.
        sx={{ maxWidth: { xs: 160, sm: 320, md: 480 }, justifyContent: 'flex-start' }}
        {...prefetchProps(prefetch)}
      >
        {waiting ? (
          <Skeleton width={120} />
        ) : (
          <span
            title={name}
            style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {name}
          </span>
        )}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <CompanyMenuList
            anchor={anchor}
            companies={companies}
            currentId={companyId}
            onClose={() => setAnchor(null)}
            onChoose={choose}
          />
        </Suspense>
      )}
    </>
  );
}
