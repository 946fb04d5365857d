import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router-dom';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListItem from '@mui/material/ListItem';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { selectEffectiveFlags } from '@/features/feature-flags/effective-flags';
import { countryName } from '@/shared/i18n/format';
import { selectCurrentLanguage } from '@/shared/i18n/locale-slice';
import { useAppSelector } from '../hooks';
import { navigationFor } from './nav-items';

/** The company's navigation: dashboard countries and the sections its flags open. */
export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { companyId } = useParams();
  const flags = useAppSelector(selectEffectiveFlags);
  const language = useAppSelector(selectCurrentLanguage);
  // Two lists exist at once (drawer and sidebar): heading ids must differ.
  const idPrefix = useId();
  if (!companyId) return null;
  const base = `/companies/${encodeURIComponent(companyId)}`;

  return (
    <nav aria-label={t('nav.label')}>
      {navigationFor(flags).map((group) => (
        <Box key={group.key} component="section" aria-labelledby={`${idPrefix}-${group.key}`}>
          <Typography
            id={`${idPrefix}-${group.key}`}
            component="h2"
            variant="body2"
            color="text.secondary"
            sx={{ px: 2, pt: 2, pb: 0.5, fontWeight: 500 }}
          >
            {t(`nav.groups.${group.key}`)}
          </Typography>
          <List dense disablePadding>
            {group.items.map((item) => (
              <ListItem key={item.path} disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={`${base}/${item.path}`}
                  end={item.path === 'dashboard'}
                  onClick={onNavigate}
                  sx={{
                    borderRadius: 1,
                    mx: 1,
                    '&.active': { bgcolor: 'action.selected', fontWeight: 600 },
                  }}
                >
                  <ListItemText
                    primary={
                      item.key.startsWith('country.')
                        ? countryName(item.key.slice(8), language)
                        : t(`nav.${item.key}`)
                    }
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      ))}
    </nav>
  );
}
