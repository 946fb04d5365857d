import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Deadline } from '@/shared/contract/main/obligations';
import { countryName } from '@/shared/i18n/format';
import { deadlineLabel } from '@/shared/i18n/reference-texts';
import { useWideScreen } from '@/shared/ui/record-list';
import { DEADLINE_TONES } from '@/shared/ui/status-chip';

const pad = (n: number) => String(n).padStart(2, '0');

/** The days of `month` (`YYYY-MM`) in weeks from Monday; null fills the days of other months. */
export function weeksOf(month: string): (string | null)[][] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(year, m - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [
    ...Array<null>(lead).fill(null),
    ...Array.from({ length: days }, (_, i) => `${month}-${pad(i + 1)}`),
  ];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/**
 * A month as a table of weeks; each day lists its deadlines, the urgent ones marked. Below 600 px,
 * where seven columns leave no room for a deadline's name, the month is an agenda instead: the
 * days that have deadlines, each with its deadlines in full.
 */
export function MonthView({
  month,
  deadlines,
  asOf,
  pageOf,
}: {
  month: string;
  deadlines: readonly Deadline[];
  asOf: string;
  pageOf: (deadline: Deadline) => string;
}) {
  const { t, i18n } = useTranslation(['compliance', 'reference']);
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  const longDay = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  const weekdays = Array.from({ length: 7 }, (_, i) => weekday.format(Date.UTC(2024, 0, 1 + i)));
  const byDay = new Map<string, Deadline[]>();
  for (const d of deadlines) byDay.set(d.dueDate, [...(byDay.get(d.dueDate) ?? []), d]);
  const wide = useWideScreen();

  if (!wide) {
    if (byDay.size === 0) return null;
    return (
      <List aria-label={t('compliance:calendar.monthLabel')} disablePadding>
        {[...byDay.keys()].sort().map((day) => (
          <ListItem key={day} divider disableGutters sx={{ display: 'block' }}>
            <Typography
              variant="subtitle2"
              component="h3"
              sx={{ fontWeight: day === asOf ? 700 : 500 }}
            >
              {longDay.format(new Date(`${day}T00:00:00Z`))}
            </Typography>
            {byDay.get(day)!.map((d) => {
              const tone = DEADLINE_TONES[d.status];
              return (
                <Box
                  key={d.id}
                  sx={{
                    mt: 0.5,
                    pl: 1,
                    borderLeft: 3,
                    borderColor: tone === 'neutral' ? 'divider' : `${tone}.main`,
                  }}
                >
                  <Link component={RouterLink} to={pageOf(d)}>
                    {deadlineLabel(t, d.ruleId)}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {countryName(d.country, i18n.language)} · {t(`reference:streams.${d.stream}`)} ·{' '}
                    {t(`compliance:deadlineStatus.${d.status}`)}
                  </Typography>
                </Box>
              );
            })}
          </ListItem>
        ))}
      </List>
    );
  }

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        aria-label={t('compliance:calendar.monthLabel')}
        sx={{ width: '100%', minWidth: 560, borderCollapse: 'collapse', tableLayout: 'fixed' }}
      >
        <thead>
          <tr>
            {weekdays.map((name) => (
              <Box component="th" scope="col" key={name} sx={{ p: 0.5, typography: 'body2' }}>
                {name}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week, w) => (
            <tr key={w}>
              {week.map((day, i) => {
                const items = day ? (byDay.get(day) ?? []) : [];
                return (
                  <Box
                    component="td"
                    key={day ?? `empty-${w}-${i}`}
                    sx={{
                      verticalAlign: 'top',
                      height: 88,
                      p: 0.5,
                      border: 1,
                      borderColor: 'divider',
                      bgcolor: day === asOf ? 'action.selected' : undefined,
                    }}
                  >
                    {day && (
                      <Stack spacing={0.5}>
                        <Typography
                          variant="body2"
                          aria-label={longDay.format(new Date(`${day}T00:00:00Z`))}
                          sx={{ fontWeight: day === asOf ? 700 : 400 }}
                        >
                          {Number(day.slice(8))}
                        </Typography>
                        {items.map((d) => {
                          const tone = DEADLINE_TONES[d.status];
                          return (
                            <Link
                              key={d.id}
                              component={RouterLink}
                              to={pageOf(d)}
                              variant="caption"
                              title={deadlineLabel(t, d.ruleId)}
                              sx={{
                                display: 'block',
                                px: 0.5,
                                borderLeft: 3,
                                borderColor: tone === 'neutral' ? 'divider' : `${tone}.main`,
                                overflow: 'hidden',
                                textOverflow: 'ellipsis',
                                whiteSpace: 'nowrap',
                              }}
                            >
                              {/* UX-7: the cell names the deadline; where and its state in words
                              for screen readers, the state's colour on the edge. */}
                              {d.country} · {deadlineLabel(t, d.ruleId)}
                              <Box component="span" sx={{ position: 'absolute', left: -10000 }}>
                                {`, ${countryName(d.country, i18n.language)} · ${t(`reference:streams.${d.stream}`)} · ${t(`compliance:deadlineStatus.${d.status}`)}`}
                              </Box>
                            </Link>
                          );
                        })}
                      </Stack>
                    )}
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
