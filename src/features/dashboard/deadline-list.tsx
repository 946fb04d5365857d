import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
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

/** Deadlines as a compact list: date, where, what, and their state as a chip. */
export function DeadlineList({
  companyId,
  deadlines,
}: {
  companyId: string;
  deadlines: readonly Deadline[];
}) {
  const { t, i18n } = useTranslation(['compliance', 'reference']);
  return (
    <List disablePadding>
      {deadlines.map((d) => (
        <ListItem key={d.id} disableGutters divider sx={{ alignItems: 'flex-start' }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 0.5, sm: 2 }}
            sx={{ width: '100%', alignItems: { sm: 'center' } }}
          >
            <Typography sx={{ fontWeight: 600, minWidth: 120 }}>
              {formatDate(d.dueDate, i18n.language)}
            </Typography>
            <Stack sx={{ flex: 1, minWidth: 0 }}>
              <Link component={RouterLink} to={obligationPage(companyId, d.country, d.stream)}>
                {deadlineLabel(t, d.ruleId)}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {countryName(d.country, i18n.language)} · {t(`reference:streams.${d.stream}`)}
              </Typography>
              <DeadlineNote deadline={d} />
            </Stack>
            <Box sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
              <StatusChip
                label={t(`compliance:deadlineStatus.${d.status}`)}
                tone={DEADLINE_TONES[d.status]}
              />
            </Box>
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
