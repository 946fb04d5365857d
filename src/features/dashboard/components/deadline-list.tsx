import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Deadline } from '@/shared/contract/main/obligations';
import { countryName, formatDate } from '@/shared/i18n/format';
import { deadlineLabel } from '@/shared/i18n/reference-texts';
import { DEADLINE_TONES, StatusChip } from '@/shared/ui/status-chip';
import { obligationPage } from '@/shared/obligation-page';
import { DeadlineNote } from './deadline-note';
import { relativeDue } from './relative-due';

/** One line, cut with an ellipsis: the full text stays the link's name and its tooltip. */
const ONE_LINE = {
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/**
 * Deadlines as a compact list: the date with how far it is ("in 17 days", UX-14) where `asOf` is
 * given (else the deadline's state), then what (one line) and where.
 */
export function DeadlineList({
  companyId,
  deadlines,
  asOf,
}: {
  companyId: string;
  deadlines: readonly Deadline[];
  /** The backend's today: the relative dates count from it. */
  asOf?: string;
}) {
  const { t, i18n } = useTranslation(['compliance', 'reference']);
  const when = (d: Deadline) => {
    if (!asOf) return t(`compliance:deadlineStatus.${d.status}`);
    const relative = relativeDue(d.dueDate, asOf, i18n.language);
    return relative.overdue
      ? t('compliance:next.overdueBy', { duration: relative.duration })
      : relative.text;
  };
  return (
    <List disablePadding>
      {deadlines.map((d) => {
        const title = deadlineLabel(t, d.ruleId);
        return (
          <ListItem key={d.id} disableGutters divider sx={{ alignItems: 'flex-start' }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 0.5, sm: 2 }}
              sx={{ width: '100%', alignItems: { sm: 'flex-start' }, minWidth: 0 }}
            >
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', flexShrink: 0, minWidth: { sm: 240 } }}
                data-testid="deadline-when"
              >
                <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {formatDate(d.dueDate, i18n.language)}
                </Typography>
                <StatusChip label={when(d)} tone={DEADLINE_TONES[d.status]} />
              </Stack>
              <Stack sx={{ flex: 1, minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={obligationPage(companyId, d.country, d.stream)}
                  title={title}
                  sx={ONE_LINE}
                  data-testid="deadline-title"
                >
                  {title}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {countryName(d.country, i18n.language)} · {t(`reference:streams.${d.stream}`)}
                </Typography>
                <DeadlineNote deadline={d} />
              </Stack>
            </Stack>
          </ListItem>
        );
      })}
    </List>
  );
}
