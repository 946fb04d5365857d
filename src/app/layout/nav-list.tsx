import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { selectEffectiveFlags } from '@/shared/feature-flags/effective-flags';
import { countryName } from '@/shared/i18n/format';
import { selectCurrentLanguage } from '@/shared/i18n/locale-slice';
import { companyPaths } from '@/shared/paths';
import { SECTIONS, isSectionOpen, type CompanySection, type NavGroup } from '@/shared/sections';
import { useAppSelector } from '../hooks';
import { usePrefetchProps } from '../route-prefetch';
import { SectionIcon } from './section-icon';

const GROUPS: readonly NavGroup[] = ['overview', 'countries', 'services', 'company'];

/** The navigation for these flags: a section whose flag is off never gets a link. */
export function navigationFor(
  flags: Readonly<Record<string, boolean>>,
): { group: NavGroup; sections: CompanySection[] }[] {
  return GROUPS.map((group) => ({
    group,
    sections: SECTIONS.filter((s) => s.navGroup === group && isSectionOpen(s, flags)),
  })).filter(({ sections }) => sections.length > 0);
}

/** The company's navigation: its sections by group, those its flags open. */
export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { companyId } = useParams();
  const flags = useAppSelector(selectEffectiveFlags);
  const language = useAppSelector(selectCurrentLanguage);
  // Two lists exist at once (drawer and sidebar): heading ids must differ.
  const idPrefix = useId();
  if (!companyId) return null;
  const company = companyPaths(companyId);

  return (
    <nav aria-label={t('nav.label')}>
      {navigationFor(flags).map(({ group, sections }) => (
        <Box key={group} component="section" aria-labelledby={`${idPrefix}-${group}`}>
          <Typography
            id={`${idPrefix}-${group}`}
            component="h2"
            variant="body2"
            color="text.secondary"
            sx={{ px: 2, pt: 2, pb: 0.5, fontWeight: 500 }}
          >
            {t(`nav.groups.${group}`)}
          </Typography>
          <List dense disablePadding>
            {sections.map((section) => (
              <ListItem key={section.id} disablePadding>
                <NavButton
                  to={company.section(section.path)}
                  end={section.id === 'dashboard'}
                  onClick={onNavigate}
                  sx={{
                    borderRadius: 1,
                    mx: 1,
                    '&.active': { bgcolor: 'action.selected', fontWeight: 600 },
                  }}
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <SectionIcon name={section.icon} />
                  </ListItemIcon>
                  <ListItemText
                    primary={
                      'key' in section.title
                        ? t(`nav.${section.title.key}`)
                        : countryName(section.title.country, language)
                    }
                  />
                </NavButton>
              </ListItem>
            ))}
          </List>
        </Box>
      ))}
    </nav>
  );
}

/** A navigation entry whose page starts loading on hover or focus (UX-10). */
function NavButton({
  to,
  end,
  onClick,
  sx,
  children,
}: {
  to: string;
  end: boolean;
  onClick?: () => void;
  sx: SxProps<Theme>;
  children: ReactNode;
}) {
  const prefetch = usePrefetchProps(to);
  return (
    <ListItemButton component={NavLink} to={to} end={end} onClick={onClick} sx={sx} {...prefetch}>
      {children}
    </ListItemButton>
  );
}
