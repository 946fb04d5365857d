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
import { countryName } from '@/shared/i18n/format';
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

/** The duties that bind (need "required"): the figure the summary shows per row. */
export const requiredDuties = (result: StreamResult) =>
  result.duties.filter((d) => d.need === 'required').length;

const VERDICT_TONE: Record<Verdict, StatusTone> = {
  obligated: 'warning',
  notObligated: 'success',
  toCheck: 'info',
};

/** The id of a stream's detail section below the summary. */
export const detailId = (country: string, stream: string) => `qc-${country}-${stream}`;

/** Moves to a row's detail (its heading takes focus, so keyboard and screen reader follow). */
function goToDetail(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView?.({ block: 'start' });
  target.focus();
}

/**
 * The result at a glance, on top of the detail (UX-8): one row per country and stream with the
 * verdict and how many duties bind; each row links to its detail below.
 */
export function ResultSummary({ result }: { result: readonly CountryResult[] }) {
  const { t, i18n } = useTranslation(['quickcheck', 'reference']);
  const language = i18n.language;
  return (
    <TableContainer sx={{ mb: 3 }}>
      <Table size="small" aria-labelledby="qc-glance">
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
              {t('glance.verdict')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('glance.duties')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {result.flatMap((country) =>
            country.streams.map((stream) => {
              const id = detailId(country.country, stream.stream);
              const verdict = verdictOf(stream);
              const market = `${countryName(country.country, language)} · ${t(`reference:streams.${stream.stream}`)}`;
              return (
                <TableRow key={id} data-testid={`glance-${country.country}-${stream.stream}`}>
                  <TableCell component="th" scope="row">
                    <Link href={`#${id}`} onClick={(e) => goToDetail(e, id)} underline="always">
                      {market}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <StatusChip
                      tone={VERDICT_TONE[verdict]}
                      label={t(`glance.verdicts.${verdict}`)}
                    />
                  </TableCell>
                  <TableCell align="right">{requiredDuties(stream)}</TableCell>
                </TableRow>
              );
            }),
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
