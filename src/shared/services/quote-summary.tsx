import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Quote } from '@/shared/contract/main/service-common';
import { formatMoney } from '@/shared/i18n/format';
import { formatQuantity } from '@/shared/i18n/quantity';

/**
 * A price: a line per material or fee item, the minimum fee where it applies, then net, VAT and the
 * total, each on its own row; example prices say so. Amounts are cents.
 */
export function QuoteSummary({
  quote,
  itemLabel,
  perTonne = false,
  title,
}: {
  quote: Quote;
  itemLabel: (item: string) => string;
  /** Packaging lines: kg at a rate per tonne; otherwise a count at a price each. */
  perTonne?: boolean;
  title?: string;
}) {
  const { t, i18n } = useTranslation('services');
  const money = (cents: number) => formatMoney(cents / 100, i18n.language);
  return (
    <Stack spacing={1} data-testid="quote">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        {title && (
          <Typography variant="h3" component="h3">
            {title}
          </Typography>
        )}
        {quote.example && <Chip size="small" variant="outlined" label={t('price.example')} />}
      </Stack>
      <Table size="small" aria-label={title ?? t('price.title')}>
        <TableBody>
          {quote.lines.map((line) => (
            <TableRow key={line.item}>
              <TableCell component="th" scope="row">
                {itemLabel(line.item)}
                <Typography variant="body2" color="text.secondary">
                  {perTonne
                    ? t('price.perTonne', {
                        quantity: formatQuantity(line.quantity, i18n.language),
                        rate: money(line.rate),
                      })
                    : t('price.perUnit', { count: line.quantity, rate: money(line.rate) })}
                </Typography>
              </TableCell>
              <TableCell align="right">{money(line.amount)}</TableCell>
            </TableRow>
          ))}
          {quote.minimumApplied && (
            <TableRow>
              <TableCell component="th" scope="row">
                {t('price.minimumApplies')}
              </TableCell>
              <TableCell align="right">{money(quote.minimumFee)}</TableCell>
            </TableRow>
          )}
          <TableRow>
            <TableCell component="th" scope="row">
              {t('price.net')}
            </TableCell>
            <TableCell align="right">{money(quote.net)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row">
              {t('price.vat', { rate: quote.vatRate })}
            </TableCell>
            <TableCell align="right">{money(quote.vat)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              {t('price.gross')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="quote-gross">
              {money(quote.gross)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {quote.minimumFee > 0 && !quote.minimumApplied && (
        <Typography variant="body2" color="text.secondary">
          {t('price.minimumNote', { amount: money(quote.minimumFee) })}
        </Typography>
      )}
    </Stack>
  );
}
