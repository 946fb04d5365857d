import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router-dom';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
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
  if (!companyId) return null;
  const base = `/companies/${encodeURIComponent(companyId)}`;

  return (
    <nav aria-label={t('nav.label')}>
      {navigationFor(flags).map((group) => (
        <List
          key={group.key}
          dense
          subheader={
            <ListSubheader component="h2" sx={{ lineHeight: '36px', bgcolor: 'transparent' }}>
              {t(`nav.groups.${group.key}`)}
            </ListSubheader>
          }
        >
          {group.items.map((item) => (
            <ListItemButton
              key={item.path}
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
          ))}
        </List>
      ))}
    </nav>
  );
}
