import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Obligation } from '@/shared/contract/main/obligations';
import { STREAMS, type Stream } from '@/shared/contract/reference';
import { countryName } from '@/shared/i18n/format';
import { companyPaths } from '@/shared/paths';
import { streamPagesOf, type StreamPage } from '@/shared/sections';
import { OBLIGATION_TONES, StatusChip } from '@/shared/ui/status-chip';

/** The obligations by country (rows, in the markets' order) and stream (columns). */
export function groupByCountry(obligations: readonly Obligation[]) {
  const rows = new Map<string, Map<Stream, Obligation>>();
  for (const o of obligations) {
    const row = rows.get(o.country) ?? new Map<Stream, Obligation>();
    row.set(o.stream, o);
    rows.set(o.country, row);
  }
  return [...rows];
}

/** Whether the company places the obligation's stream on that market at all. */
const sold = (o: Obligation) =>
  !o.reasons.includes('streamNotSold') && !o.reasons.includes('notInMarkets');

/** The streams at least one of the company's markets places: the matrix's columns. */
export const usedStreams = (obligations: readonly Obligation[]): Stream[] =>
  STREAMS.filter((stream) => obligations.some((o) => o.stream === stream && sold(o)));

function Cell({ companyId, obligation }: { companyId: string; obligation: Obligation }) {
  const { t, i18n } = useTranslation(['compliance', 'reference']);
  const label = t(`compliance:status.${obligation.status}`);
  // UX-6: nothing to do there, so no chip competing with the ones that matter: muted text.
  if (obligation.status === 'notApplicable')
    return (
      <Typography variant="body2" color="text.secondary" data-status="notApplicable">
        {label}
      </Typography>
    );
  const chip = <StatusChip label={label} tone={OBLIGATION_TONES[obligation.status]} />;
  const code = obligation.country.toLowerCase();
  if (!streamPagesOf(code).includes(obligation.stream as StreamPage)) return chip;
  return (
    <Link
      component={RouterLink}
      to={companyPaths(companyId).country(code, obligation.stream)}
      underline="none"
      aria-label={t('compliance:matrix.cellLink', {
        country: countryName(code, i18n.language),
        stream: t(`reference:streams.${obligation.stream}`),
        status: label,
      })}
    >
      {chip}
    </Link>
  );
}

/**
 * The status matrix: a table on wide screens, a card per country below 600 px. Each cell links to
 * its stream page where the country section has one.
 */
export function ObligationMatrix({
  companyId,
  obligations,
}: {
  companyId: string;
  obligations: readonly Obligation[];
}) {
  const { t, i18n } = useTranslation(['compliance', 'reference']);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const rows = groupByCountry(obligations);
  // UX-6: a stream none of the markets places is no column (nor a line on a phone's cards).
  const streams = usedStreams(obligations);
  const hidden = STREAMS.filter((stream) => !streams.includes(stream));
  const hiddenNote = hidden.length > 0 && (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="hidden-streams">
      {t('compliance:matrix.hiddenStreams', {
        streams: hidden.map((stream) => t(`reference:streams.${stream}`)).join(', '),
        count: hidden.length,
      })}
    </Typography>
  );
  const countryLink = (code: string) => (
    <Link component={RouterLink} to={companyPaths(companyId).country(code.toLowerCase())}>
      {countryName(code, i18n.language)}
    </Link>
  );

  if (narrow)
    return (
      <>
        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map(([country, cells]) => (
            <Card component="li" key={country} variant="outlined">
              <CardContent>
                <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
                  {countryLink(country)}
                </Typography>
                <Stack spacing={1}>
                  {streams.map((stream) => {
                    const obligation = cells.get(stream);
                    return obligation ? (
                      <Stack
                        key={stream}
                        direction="row"
                        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}
                      >
                        <Typography variant="body2">{t(`reference:streams.${stream}`)}</Typography>
                        <Cell companyId={companyId} obligation={obligation} />
                      </Stack>
                    ) : null;
                  })}
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Stack>
        {hiddenNote}
      </>
    );

  return (
    <>
      <TableContainer component={Card} variant="outlined">
        <Table size="small" aria-label={t('compliance:matrix.label')}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('compliance:matrix.country')}
              </TableCell>
              {streams.map((stream) => (
                <TableCell key={stream} component="th" scope="col">
                  {t(`reference:streams.${stream}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(([country, cells]) => (
              <TableRow key={country}>
                <TableCell component="th" scope="row">
                  {countryLink(country)}
                </TableCell>
                {streams.map((stream) => {
                  const obligation = cells.get(stream);
                  return (
                    <TableCell key={stream}>
                      {obligation && <Cell companyId={companyId} obligation={obligation} />}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {hiddenNote}
    </>
  );
}
