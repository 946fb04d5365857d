import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useGetObligationsQuery } from '@/shared/api/obligations-api';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import { selectEffectiveFlags } from '@/shared/feature-flags/effective-flags';
import { countryName } from '@/shared/i18n/format';
import { selectCurrentLanguage } from '@/shared/i18n/locale-slice';
import { companyPaths } from '@/shared/paths';
import type { CompanySection } from '@/shared/sections';
import { useAppSelector } from '../hooks';
import { CountryFilter } from './country-filter';
import { companyServices, navLayout, type NavEntry, type ServiceEntries } from './nav-groups';
import { SectionIcon } from './section-icon';
import { NavItem, navIconSx, navListSx, navRowSx } from './nav-item';

type NavKey = Extract<CompanySection['title'], { key: unknown }>['key'];

/**
 * The company's navigation (UX-5): overview, the company's markets first and the other country
 * sections behind "Other countries", the services in groups with short labels (their full name
 * stays the link's accessible name; UX-14: the company's first, the others folded), the
 * company's settings. The markets are the countries of the obligations (one per stream of every
 * market country), the dashboard's own answer, shared.
 */
export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { companyId } = useParams();
  const { pathname } = useLocation();
  const flags = useAppSelector(selectEffectiveFlags);
  const language = useAppSelector(selectCurrentLanguage);
  // Only for a company of the user's that is up to date (as the dashboard's loader asks): another
  // id is the not-found page's, and its obligations a 404 (the list then shows every country).
  const { company: current } = useCurrentCompany();
  const obligations = useGetObligationsQuery(companyId ?? '', {
    skip: !companyId || !current || current.needsUpdate,
  });
  // Two lists exist at once (drawer and sidebar): heading ids must differ.
  const idPrefix = useId();
  // null: as the page suggests (open when the page is one of the other countries).
  const [othersChosen, setOthersChosen] = useState<boolean | null>(null);
  const [otherServicesChosen, setOtherServicesChosen] = useState<boolean | null>(null);
  if (!companyId) return null;
  const company = companyPaths(companyId);
  const known = obligations.currentData?.obligations;
  const marketCodes = known ? known.map((o) => o.country) : null;
  const layout = navLayout(flags, marketCodes, known ? companyServices(known) : null);
  const isCurrent = (entry: NavEntry) => {
    const to = company.section(entry.path);
    return pathname === to || pathname.startsWith(`${to}/`);
  };
  const othersOpen = othersChosen ?? layout.otherCountries.some(isCurrent);
  const otherServicesOpen =
    otherServicesChosen ?? layout.otherServices.some(({ entries }) => entries.some(isCurrent));

  const labelOf = (entry: NavEntry) =>
    'key' in entry.label
      ? t(`nav.${entry.label.key as NavKey}`)
      : 'short' in entry.label
        ? t(`nav.short.${entry.label.short}`)
        : countryName(entry.label.country, language);
  const list = (entries: NavEntry[], id?: string) => (
    <Box component="ul" id={id} sx={navListSx}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <NavItem
            to={company.section(entry.path)}
            end={entry.id === 'dashboard'}
            onClick={onNavigate}
            ariaLabel={entry.fullName ? t(`nav.${entry.fullName as NavKey}`) : undefined}
            icon={<SectionIcon name={entry.icon} />}
            label={labelOf(entry)}
          />
        </li>
      ))}
    </Box>
  );
  // EU-2: a long list of countries can be searched by name or code.
  const countries = (entries: NavEntry[]) => (
    <CountryFilter
      entries={entries}
      nameOf={labelOf}
      codeOf={(entry) => ('country' in entry.label ? entry.label.country : '')}
      render={(found) => list(found)}
    />
  );
  const group = (key: string, heading: string, children: ReactNode) => (
    <Box key={key} component="section" aria-labelledby={`${idPrefix}-${key}`}>
      <Typography
        id={`${idPrefix}-${key}`}
        component="h2"
        variant="body2"
        color="text.secondary"
        sx={{ px: 2, pt: 2, pb: 0.5, fontWeight: 500 }}
      >
        {heading}
      </Typography>
      {children}
    </Box>
  );
  const othersId = `${idPrefix}-other-countries`;
  const otherServicesId = `${idPrefix}-other-services`;
  const disclosure = (open: boolean, controls: string, label: string, toggle: () => void) => (
    <Box
      component="button"
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={toggle}
      sx={navRowSx}
    >
      <Box component="span" sx={navIconSx}>
        <ExpandMoreIcon
          fontSize="small"
          aria-hidden="true"
          sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
        />
      </Box>
      {label}
    </Box>
  );
  const serviceGroups = (groups: ServiceEntries[]) =>
    groups.map(({ group: serviceGroup, entries }) =>
      serviceGroup === null ? (
        <Box key="ungrouped">{list(entries)}</Box>
      ) : (
        <Box key={serviceGroup} component="section" aria-labelledby={`${idPrefix}-${serviceGroup}`}>
          <Typography
            id={`${idPrefix}-${serviceGroup}`}
            component="h3"
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', px: 2, pl: 3, pt: 1, fontWeight: 500 }}
          >
            {t(`nav.serviceGroups.${serviceGroup}`)}
          </Typography>
          {list(entries)}
        </Box>
      ),
    );
  const hasServices = layout.services.length > 0 || layout.otherServices.length > 0;

  return (
    <nav aria-label={t('nav.label')}>
      {layout.overview.length > 0 &&
        group('overview', t('nav.groups.overview'), list(layout.overview))}
      {layout.markets
        ? group(
            'countries',
            t('nav.groups.markets'),
            <>
              {list(layout.markets)}
              {layout.otherCountries.length > 0 && (
                <>
                  {disclosure(othersOpen, othersId, t('nav.otherCountries'), () =>
                    setOthersChosen(!othersOpen),
                  )}
                  {othersOpen && <Box id={othersId}>{countries(layout.otherCountries)}</Box>}
                </>
              )}
            </>,
          )
        : group('countries', t('nav.groups.countries'), countries(layout.otherCountries))}
      {hasServices &&
        group(
          'services',
          t('nav.groups.services'),
          <>
            {serviceGroups(layout.services)}
            {layout.otherServices.length > 0 && (
              <>
                {disclosure(otherServicesOpen, otherServicesId, t('nav.otherServices'), () =>
                  setOtherServicesChosen(!otherServicesOpen),
                )}
                {otherServicesOpen && (
                  <Box id={otherServicesId}>{serviceGroups(layout.otherServices)}</Box>
                )}
              </>
            )}
          </>,
        )}
      {layout.company.length > 0 && group('company', t('nav.groups.company'), list(layout.company))}
    </nav>
  );
}
