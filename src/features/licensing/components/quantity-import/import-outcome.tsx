/**
 * QTY-1: what became of an uploaded product list: filled, refused with its row errors, or not
 * read at all (TRUST-15: too many rows, unpacking past the caps, too slow, cancelled).
 */
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@/shared/i18n/format';
import { MAX_ROWS, MAX_UNPACKED_BYTES, PARSE_TIMEOUT_MS, type ReadFailure } from './parse/limits';
import type { RowError } from './product-list';

export type Outcome =
  | {
      kind: 'filled';
      fileName: string;
      rows: number;
      categories: number;
      other: Record<string, number>;
    }
  | { kind: 'refused'; fileName: string; errors: RowError[] }
  | { kind: 'unreadable'; fileName: string; reason: ReadFailure };

/** Errors listed in full up to this many; the rest are counted. */
const SHOWN_ERRORS = 20;

export function ImportOutcome({
  outcome,
  describe,
  onClose,
}: {
  outcome: Outcome;
  describe: (error: RowError) => string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('services');
  const language = i18n.language;
  const otherText = (other: Record<string, number>) =>
    Object.entries(other)
      .map(([c, rows]) => t('licensing.import.otherCountry', { country: c, count: rows }))
      .join(', ');

  if (outcome.kind === 'filled')
    return (
      <Alert severity="success" onClose={onClose}>
        {t('licensing.import.filled', {
          fileName: outcome.fileName,
          rows: formatNumber(outcome.rows, language),
          count: outcome.categories,
        })}
        {Object.keys(outcome.other).length > 0 &&
          ` ${t('licensing.import.otherCountries', { list: otherText(outcome.other) })}`}
      </Alert>
    );
  if (outcome.kind === 'unreadable')
    return (
      <Alert severity={outcome.reason === 'cancelled' ? 'info' : 'error'} onClose={onClose}>
        {t(`licensing.import.unreadable.${outcome.reason}`, {
          fileName: outcome.fileName,
          rows: formatNumber(MAX_ROWS, language),
          megabytes: formatNumber(MAX_UNPACKED_BYTES / 1024 / 1024, language),
          seconds: formatNumber(PARSE_TIMEOUT_MS / 1000, language),
        })}
      </Alert>
    );
  return (
    <Alert severity="error" onClose={onClose}>
      <AlertTitle>
        {t('licensing.import.refused', {
          fileName: outcome.fileName,
          count: outcome.errors.length,
        })}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {outcome.errors.slice(0, SHOWN_ERRORS).map((error, index) => (
          <li key={index}>{describe(error)}</li>
        ))}
      </Box>
      {outcome.errors.length > SHOWN_ERRORS && (
        <Typography variant="body2">
          {t('licensing.import.moreErrors', { count: outcome.errors.length - SHOWN_ERRORS })}
        </Typography>
      )}
    </Alert>
  );
}
