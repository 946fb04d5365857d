import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Licence } from '@/shared/contract/main/licences';
import { materialsOf } from '@/shared/contract/main/packaging-materials';
import { formatQuantity } from '@/shared/i18n/quantity';
import { QuoteSummary } from '@/shared/services/quote-summary';
import { SectionCard } from '@/shared/ui/section-card';
import { quoteItemLabel } from './quote-item-label';

/** The licence's quantities per material (with the LUCID number) and its price. */
export function LicenceQuantities({ licence }: { licence: Licence }) {
  const { t, i18n } = useTranslation('services');
  const materials = materialsOf(licence.country, licence.austria?.scope ?? null).filter(
    (m) => (licence.quantities[m] ?? 0) > 0,
  );
  return (
    <SectionCard title={t('licensing.licence.quantities')}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Table size="small" aria-label={t('licensing.licence.quantities')}>
            <TableBody>
              {licence.lucidNumber && (
                <TableRow>
                  <TableCell component="th" scope="row">
                    {t('licensing.registration.lucid')}
                  </TableCell>
                  <TableCell align="right">{licence.lucidNumber}</TableCell>
                </TableRow>
              )}
              {materials.map((m) => (
                <TableRow key={m}>
                  <TableCell component="th" scope="row">
                    {t(`licensing.materials.${m}`)}
                  </TableCell>
                  <TableCell align="right">
                    {formatQuantity(licence.quantities[m]!, i18n.language)} kg
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {licence.country === 'DE' && licence.status !== 'draft' && (
            <Typography id="lucid-aid-note" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('licensing.lucid.pageNote')}
            </Typography>
          )}
          {licence.reportingFrequency && !licence.commercialReportingFrequency && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t(`licensing.licence.frequency.${licence.reportingFrequency}`)}
            </Typography>
          )}
          {/* Household and commercial packaging each report at their own frequency (Austria). */}
          {licence.reportingFrequency && licence.commercialReportingFrequency && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('licensing.licence.householdFrequency', {
                frequency: t(`licensing.licence.frequency.${licence.reportingFrequency}`),
              })}{' '}
              {t('licensing.licence.commercialFrequency', {
                frequency: t(`licensing.licence.frequency.${licence.commercialReportingFrequency}`),
              })}
            </Typography>
          )}
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          {licence.quote && (
            <QuoteSummary
              quote={licence.quote}
              perTonne={licence.feeRoute !== 'flatFee'}
              title={t('licensing.licence.price')}
              itemLabel={(item) => quoteItemLabel(t, item)}
            />
          )}
        </Grid>
      </Grid>
    </SectionCard>
  );
}
