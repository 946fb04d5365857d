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
 * A price: a line per material or fee item, the minimum fee where it applies, then net, VAT (or
 * 0 % with its legal note: reverse charge, outside the scope of EU VAT) and, where there are
 * official fees, the services' gross and the official fees apart without VAT; then the total, each
 * on its own row; example prices say so. Amounts are cents.
 */
export function QuoteSummary({
  quote,
  itemLabel,
  perTonne = false,
  title,
}: {
  quote: Quote;
  itemLabel: (item: string) => string;
  /**
   * Packaging lines: kg at a rate per tonne (all lines, or those the predicate names); otherwise a
   * count at a price each.
   */
  perTonne?: boolean | ((item: string) => boolean);
  title?: string;
}) {
  const { t, i18n } = useTranslation('services');
  const money = (cents: number) => formatMoney(cents / 100, i18n.language);
  const official = quote.officialFees.length > 0;
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
                  {(typeof perTonne === 'function' ? perTonne(line.item) : perTonne)
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
              {quote.vatTreatment === 'domestic'
                ? t('price.vat', { rate: quote.vatRate })
                : t(`price.vatZero.${quote.vatTreatment}`)}
            </TableCell>
            <TableCell align="right" data-testid="quote-vat">
              {money(quote.vat)}
            </TableCell>
          </TableRow>
          {official && (
            <TableRow>
              <TableCell component="th" scope="row">
                {t('price.servicesGross')}
              </TableCell>
              <TableCell align="right">{money(quote.gross)}</TableCell>
            </TableRow>
          )}
          {quote.officialFees.map((line) => (
            <TableRow key={`official-${line.item}`}>
              <TableCell component="th" scope="row">
                {t(`price.official.${line.item as 'registerFee'}`)}
                <Typography variant="body2" color="text.secondary">
                  {t('price.perUnit', { count: line.quantity, rate: money(line.rate) })}
                  {' · '}
                  {t('price.officialNoVat')}
                </Typography>
              </TableCell>
              <TableCell align="right">{money(line.amount)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              {t('price.gross')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="quote-gross">
              {money(quote.total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {quote.vatTreatment !== 'domestic' && (
        <Typography variant="body2" data-testid="quote-vat-note">
          {t(`price.vatNote.${quote.vatTreatment}`, { vatId: quote.customerVatId ?? '' })}
        </Typography>
      )}
      {official && (
        <Typography variant="body2" color="text.secondary" data-testid="quote-official-note">
          {t('price.officialNote')}
        </Typography>
      )}
      {quote.minimumFee > 0 && !quote.minimumApplied && (
        <Typography variant="body2" color="text.secondary">
          {t('price.minimumNote', { amount: money(quote.minimumFee) })}
        </Typography>
      )}
    </Stack>
  );
}
