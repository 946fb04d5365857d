import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { tiersSortDeadlines } from '@/domain/producer-size';
import { useGetReferenceQuery } from '@/shared/api/reference-api';
import { ruleFor } from '@/shared/contract/reference';
import { PlainTextField } from '@/shared/forms/plain-text-field';
import { countryName } from '@/shared/i18n/format';
import type { DraftMarket, DraftSize } from './markets-draft';

/** What is wrong with a market's size as typed: nothing, or the field to fix. */
export function sizeProblem(size: DraftSize | undefined): 'turnover' | 'tonnes' | null {
  if (!size || (!size.turnover.trim() && !size.tonnes.trim())) return null;
  const bad = (value: string) => !value.trim() || !(Number(value) >= 0);
  if (bad(size.turnover)) return 'turnover';
  if (bad(size.tonnes)) return 'tonnes';
  return null;
}

/** The label of the tonnes field says what the law counts (`ProducerTiers.measure`). */
const TONNES_LABEL = {
  handledLastYear: 'markets.size.tonnes',
  suppliedInYear: 'markets.size.tonnesSupplied',
} as const;

/**
 * Turnover and tonnes of packaging, asked on a market whose packaging rule has producer tiers:
 * several sort the deadlines (UK: small and large producers, RULE-2), one only obligates those
 * above its figures (Ireland's major producer); left empty, every tier's deadlines show.
 */
export function MarketSizeFields({
  market,
  submitted,
  onChange,
}: {
  market: DraftMarket;
  submitted: boolean;
  onChange: (size: DraftSize) => void;
}) {
  const { t, i18n } = useTranslation('compliance');
  const { data: reference } = useGetReferenceQuery();
  const rule = reference && ruleFor(reference, market.country, 'packaging');
  const tiers = rule?.producerTiers;
  if (!tiers || !market.streams.includes('packaging')) return null;
  const size = market.size ?? { turnover: '', tonnes: '' };
  const problem = submitted ? sizeProblem(size) : null;
  const id = (field: string) => `market-${market.country}-${field}`;
  return (
    <Box role="group" aria-labelledby={id('size-label')} sx={{ mt: 1, mb: 1 }}>
      <Typography variant="body2" id={id('size-label')}>
        {t('markets.size.title', { country: countryName(market.country, i18n.language) })}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {t(tiersSortDeadlines(tiers) ? 'markets.size.help' : 'markets.size.thresholdHelp')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {(['turnover', 'tonnes'] as const).map((field) => (
          <PlainTextField
            key={field}
            id={id(field)}
            size="small"
            label={t(field === 'tonnes' ? TONNES_LABEL[tiers.measure] : 'markets.size.turnover', {
              currency: tiers.currency,
            })}
            value={size[field]}
            onChange={(e) => onChange({ ...size, [field]: e.target.value })}
            error={problem === field}
            helperText={problem === field ? t('markets.size.invalid') : undefined}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        ))}
      </Box>
    </Box>
  );
}
