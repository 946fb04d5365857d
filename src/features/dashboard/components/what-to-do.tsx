import { useTranslation } from 'react-i18next';

import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import type { Obligation, ObligationStatus } from '@/shared/contract/main/obligations';
import type { FeatureFlags } from '@/shared/contract/main/feature-flags';
import { countryName } from '@/shared/i18n/format';

import { OBLIGATION_TONES, StatusChip } from '@/shared/ui/status-chip';

import { usedStreams } from './obligation-matrix';
import { TodoActions } from './todo-actions';
import { DeclarationActions, DeclarationNote, pendingDeclaration } from './declaration-note';

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

/**
 * The obligations by status, above the matrix. UX-14: only those the matrix shows (a stream no
 * market has is no column there, and no count here): every number can be checked by the cells.
 */
export function StatusCounts({ obligations }: { obligations: readonly Obligation[] }) {
  const { t } = useTranslation('compliance');
  const streams = usedStreams(obligations);
  const shown = obligations.filter((o) => streams.includes(o.stream));
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
        const count = shown.filter((o) => o.status === status).length;
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
  // RULE-3: a required declaration of completeness is to do, however far its date.
  const todo = obligations
    .filter((o) => o.action !== null || pendingDeclaration(o))
    .sort((a, b) => urgency(a.status) - urgency(b.status));
  if (todo.length === 0)
    return <Typography color="text.secondary">{t('compliance:todo.none')}</Typography>;
  return (
    <List disablePadding data-testid="todo">
      {todo.map((o) => {
        const where = `${countryName(o.country, i18n.language)} · ${t(`reference:streams.${o.stream}`)}`;
        const declaration = pendingDeclaration(o);
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
                {o.action && (
                  <Typography variant="body2" color="text.secondary">
                    {t(`compliance:reasons.${o.reasons[0] ?? 'notInMarkets'}`)}
                  </Typography>
                )}
                {declaration && <DeclarationNote declaration={declaration} />}
              </Stack>
              {o.action ? (
                <TodoActions obligation={o} companyId={companyId} flags={flags} where={where} />
              ) : (
                <DeclarationActions obligation={o} companyId={companyId} where={where} />
              )}
            </Stack>
          </ListItem>
        );
      })}
    </List>
  );
}
