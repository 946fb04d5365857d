import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EventIcon from '@mui/icons-material/Event';
import type { Deadline } from '@/shared/contract/main/obligations';
import { MonthView } from './month-view';

const shiftMonth = (month: string, by: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

/** The month view: the month's name between previous and next, a jump to the next deadline's month. */
export function MonthPanel({
  month,
  laterMonth,
  listed,
  asOf,
  pageOf,
  setParam,
}: {
  month: string;
  laterMonth: string | undefined;
  listed: Deadline[];
  asOf: string;
  pageOf: (d: Deadline) => string;
  setParam: (name: string, value: string | null) => void;
}) {
  const { t, i18n } = useTranslation(['compliance', 'reference', 'common', 'dashboard']);
  return (
    <Card>
      <CardContent>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
        >
          <IconButton
            aria-label={t('compliance:calendar.previous')}
            onClick={() => setParam('month', shiftMonth(month, -1))}
          >
            <ChevronLeftIcon />
          </IconButton>
          <Typography variant="h2" aria-live="polite">
            {new Intl.DateTimeFormat(i18n.language, {
              month: 'long',
              year: 'numeric',
              timeZone: 'UTC',
            }).format(new Date(`${month}-01T00:00:00Z`))}
          </Typography>
          <IconButton
            aria-label={t('compliance:calendar.next')}
            onClick={() => setParam('month', shiftMonth(month, 1))}
          >
            <ChevronRightIcon />
          </IconButton>
        </Stack>
        {laterMonth && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
            <Button
              size="small"
              startIcon={<EventIcon />}
              onClick={() => setParam('month', laterMonth)}
            >
              {t('compliance:calendar.nextDeadline')}
            </Button>
          </Box>
        )}
        <MonthView month={month} deadlines={listed} asOf={asOf} pageOf={pageOf} />
        {listed.length === 0 && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('compliance:calendar.noneThisMonth')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
