import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Deadline } from '@/shared/contract/main/obligations';
import { countryName, formatDate } from '@/shared/i18n/format';
import { deadlineLabel } from '@/shared/i18n/reference-texts';
import { DEADLINE_TONES, StatusChip } from '@/shared/ui/status-chip';

/** The deadlines as a list: date, what and where, status; overdue and due-soon ones stand out. */
export function DeadlineList({
  listed,
  pageOf,
}: {
  listed: Deadline[];
  pageOf: (d: Deadline) => string;
}) {
  const { t, i18n } = useTranslation(['compliance', 'reference', 'common', 'dashboard']);
  const where = (d: Deadline) =>
    `${countryName(d.country, i18n.language)} · ${t(`reference:streams.${d.stream}`)}`;
  return (
    <Card>
      <List
        disablePadding
        aria-label={t('compliance:calendar.listLabel')}
        data-testid="deadline-list"
      >
        {listed.map((d) => (
          <ListItem
            key={d.id}
            divider
            sx={{
              borderLeft: 4,
              borderColor:
                d.status === 'overdue'
                  ? 'error.main'
                  : d.status === 'dueSoon'
                    ? 'warning.main'
                    : 'transparent',
            }}
          >
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 0.5, sm: 2 }}
              sx={{ width: '100%', alignItems: { sm: 'center' } }}
            >
              <Typography sx={{ fontWeight: 600, minWidth: 130 }}>
                {formatDate(d.dueDate, i18n.language)}
              </Typography>
              <Stack sx={{ flex: 1, minWidth: 0 }}>
                <Link component={RouterLink} to={pageOf(d)}>
                  {deadlineLabel(t, d.ruleId)}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {where(d)} · {t(`reference:deadlineKinds.${d.kind}`)}
                  {d.periodStart && d.periodEnd
                    ? ` · ${t('compliance:calendar.period', {
                        from: formatDate(d.periodStart, i18n.language),
                        to: formatDate(d.periodEnd, i18n.language),
                      })}`
                    : ''}
                </Typography>
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
    </Card>
  );
}
