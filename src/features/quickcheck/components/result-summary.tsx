import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ServiceId } from '@/shared/contract/reference';
import { countryName, formatDate } from '@/shared/i18n/format';
import { sectionById } from '@/shared/sections';
import { daysBetween } from '@/domain/schedule';
import type { CountryResult, StreamResult } from './quickcheck-result';
import { StatusChip, type StatusTone } from '@/shared/ui/status-chip';

/** The three answers the summary gives per country and stream (UX-8). */
export type Verdict = 'obligated' | 'notObligated' | 'toCheck';

/**
 * Obligated where a rule of the country binds; "to check" where only the EU baseline speaks
 * (the national details are not in our data) or the rule is coming; otherwise not obligated.
 */
export function verdictOf(result: StreamResult): Verdict {
  if (result.status === 'planned') return 'toCheck';
  if (result.status !== 'obligated') return 'notObligated';
  return result.basis === 'euBaseline' ? 'toCheck' : 'obligated';
}

const VERDICT_TONE: Record<Verdict, StatusTone> = {
  obligated: 'warning',
  notObligated: 'success',
  toCheck: 'info',
};

/**
 * On a phone each row is a small card (country and product on top, what to do beside the date),
 * so the table fits the width instead of scrolling sideways; the header stays for screen readers.
 */
const PHONE_ROWS = {
  '& td, & th': { px: 1 },
  '@media (max-width: 599.95px)': {
    '& thead tr': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
    },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: '1fr auto',
      columnGap: 1,
      borderBottom: 1,
      borderColor: 'divider',
      py: 1,
    },
    '& tbody th': { gridColumn: '1 / -1', border: 0, pb: 0.5 },
    '& tbody td': { border: 0, py: 0 },
  },
} as const;

/** The id of a stream's detail section below the summary. */
export const detailId = (country: string, stream: string) => `qc-${country}-${stream}`;

/** "in 48 days", "tomorrow": how far a date is from today, in the page's language. */
export function relativeDays(today: string, date: string, language: string) {
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(
    daysBetween(today, date),
    'day',
  );
}

/**
 * The result at a glance, on top (UX-11): one row per country and stream with what to do (the
 * domain's next action, the services it needs) and the next date, relative and absolute. Each row
 * opens its detail below (`onOpen`), whose heading takes the focus.
 */
export function ResultSummary({
  result,
  today,
  onOpen,
}: {
  result: readonly CountryResult[];
  today: string;
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useTranslation(['quickcheck', 'reference', 'compliance', 'common']);
  const language = i18n.language;
  const serviceName = (id: ServiceId) => {
    const { title } = sectionById(id);
    return 'key' in title ? t(`common:nav.${title.key}`) : id;
  };
  const whatToDo = (stream: StreamResult) => {
    if (stream.status === 'planned')
      return stream.plannedFrom
        ? t('result.appliesFrom', { date: formatDate(stream.plannedFrom, language) })
        : t(`compliance:reasons.noEprYet`);
    if (stream.status !== 'obligated') return t('compliance:country.nothingToDo');
    if (stream.offers.length > 0)
      return t('compliance:actions.startService', {
        service: new Intl.ListFormat(language).format(stream.offers.map(serviceName)),
      });
    const action = stream.obligation.action;
    return action
      ? t(`compliance:actions.${action.kind}`, { service: '' })
      : t(`compliance:status.${stream.obligation.status}`);
  };
  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    onOpen(id);
  };
  return (
    <TableContainer sx={{ mb: 2 }}>
      <Table size="small" aria-labelledby="qc-glance" sx={PHONE_ROWS}>
        <caption style={{ captionSide: 'top', padding: 0 }}>
          <Typography variant="h3" id="qc-glance" sx={{ fontSize: '1.2rem', mb: 1 }}>
            {t('glance.heading')}
          </Typography>
        </caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('glance.market')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('glance.whatToDo')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('glance.nextDate')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {result.flatMap((country) =>
            country.streams.map((stream) => {
              const id = detailId(country.country, stream.stream);
              const verdict = verdictOf(stream);
              const next = stream.deadlines[0];
              return (
                <TableRow key={id} data-testid={`glance-${country.country}-${stream.stream}`}>
                  <TableCell component="th" scope="row">
                    <Link href={`#${id}`} onClick={(e) => go(e, id)} underline="always">
                      {countryName(country.country, language)} ·{' '}
                      {t(`reference:streams.${stream.stream}`)}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <StatusChip
                      tone={VERDICT_TONE[verdict]}
                      label={t(`glance.verdicts.${verdict}`)}
                    />
                    <Typography variant="body2" sx={{ mt: 0.5 }}>
                      {whatToDo(stream)}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    {next ? (
                      <>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {relativeDays(today, next.due, language)}
                        </Typography>
                        <Typography variant="body2">{formatDate(next.due, language)}</Typography>
                      </>
                    ) : (
                      <Typography variant="body2">{t('glance.noDate')}</Typography>
                    )}
                  </TableCell>
                </TableRow>
              );
            }),
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
