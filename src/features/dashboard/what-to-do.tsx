import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';

import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import type { Obligation, ObligationStatus } from '@/shared/contract/main/obligations';
import type { FeatureFlags } from '@/shared/contract/main/feature-flags';
import { countryName } from '@/shared/i18n/format';

import { OBLIGATION_TONES, StatusChip } from '@/shared/ui/status-chip';

import { actionTarget } from './obligation-action';
import { serviceName } from './service-name';

/** Urgent first: the order of the counts and of "what to do now". */
const URGENCY: readonly ObligationStatus[] = [
  'overdue',
  'actionNeeded',
  'reportDue',
  'toCheck',
  'inProgress',
  'compliant',
  'notApplicable',
];

const urgency = (status: ObligationStatus) => URGENCY.indexOf(status);

export function StatusCounts({ obligations }: { obligations: readonly Obligation[] }) {
  const { t } = useTranslation('compliance');
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', mb: 2, p: 0, mt: 0 }}
      component="ul"
      aria-label={t('counts.label')}
      data-testid="status-counts"
    >
      {URGENCY.map((status) => {
        const count = obligations.filter((o) => o.status === status).length;
        return count === 0 ? null : (
          <li key={status} style={{ listStyle: 'none' }}>
            <StatusChip
              tone={OBLIGATION_TONES[status]}
              label={t('counts.item', { count, status: t(`status.${status}`) })}
            />
          </li>
        );
      })}
    </Stack>
  );
}

export function ToDoList({
  companyId,
  obligations,
  flags,
}: {
  companyId: string;
  obligations: readonly Obligation[];
  flags: FeatureFlags;
}) {
  const { t, i18n } = useTranslation(['compliance', 'reference', 'common']);
  const todo = obligations
    .filter((o) => o.action !== null)
    .sort((a, b) => urgency(a.status) - urgency(b.status));
  if (todo.length === 0)
    return <Typography color="text.secondary">{t('compliance:todo.none')}</Typography>;
  return (
    <List disablePadding data-testid="todo">
      {todo.map((o) => {
        const target = actionTarget(o.action!, o, companyId, flags);
        const where = `${countryName(o.country, i18n.language)} · ${t(`reference:streams.${o.stream}`)}`;
        return (
          <ListItem key={`${o.country}/${o.stream}`} divider disableGutters>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ width: '100%', alignItems: { sm: 'center' } }}
            >
              <Stack sx={{ flex: 1, minWidth: 0 }}>
                {/* UX-6: the chip never shrinks ("Handlungs…"): it goes under the text when the
                    row is too narrow for both, and its label wraps where one word is too long. */}
                <Stack
                  direction="row"
                  useFlexGap
                  sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}
                  data-testid="todo-title"
                >
                  <Typography sx={{ fontWeight: 600 }}>{where}</Typography>
                  <StatusChip
                    wrap
                    tone={OBLIGATION_TONES[o.status]}
                    label={t(`compliance:status.${o.status}`)}
                  />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {t(`compliance:reasons.${o.reasons[0] ?? 'notInMarkets'}`)}
                </Typography>
              </Stack>
              <Button
                component={RouterLink}
                to={target.to}
                variant="outlined"
                size="small"
                sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
                aria-label={`${t(`compliance:actions.${target.label}`, {
                  service: target.service ? serviceName(t, target.service) : '',
                })}: ${where}`}
              >
                {t(`compliance:actions.${target.label}`, {
                  service: target.service ? serviceName(t, target.service) : '',
                })}
              </Button>
            </Stack>
          </ListItem>
        );
      })}
    </List>
  );
}
