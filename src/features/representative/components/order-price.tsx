import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { quoteFees } from '@/domain/pricing';
import { useGetPricesQuery } from '@/shared/api/processes-api';
import { servicePriceFor } from '@/shared/contract/main/prices';
import type { RepresentationSelection } from '@/shared/contract/main/representation';
import type { Quote } from '@/shared/contract/main/service-common';
import { QuoteSummary } from '@/shared/services/quote-summary';
import { useQuoteParties } from '@/shared/services/use-quote-parties';

/**
 * The representative's price: the order form's live estimate of the chosen streams and an
 * order's price on its next steps. With its table and its pricing it is a part of its own,
 * loaded after the pages' first paint (representative-parts.tsx, HOUSE-6).
 */
const countOf = (selections: readonly RepresentationSelection[]) =>
  selections.reduce((sum, s) => sum + s.streams.length, 0);

/** An order's price (its quote, from the main API). */
export function OrderPrice({ quote }: { quote: Quote }) {
  const { t } = useTranslation('services');
  return (
    <QuoteSummary
      quote={quote}
      title={t('representative.order.price')}
      itemLabel={(item) => t(`fees.${item as 'registration'}`)}
    />
  );
}

/** AME-1: the estimate of what is chosen: the registration once, and each country's stream. */
export function EstimatedPrice({ selections }: { selections: readonly RepresentationSelection[] }) {
  const { data: prices } = useGetPricesQuery();
  const price = prices ? servicePriceFor(prices, 'authoriseme') : undefined;
  const parties = useQuoteParties(prices);
  const quote = useMemo(
    () =>
      price && parties
        ? quoteFees(
            price,
            [
              ['registration', 1],
              ['perRepresentation', countOf(selections)],
            ],
            parties,
          )
        : null,
    [price, parties, selections],
  );
  // Its place is kept while the prices load, so the terms below do not move.
  return quote ? <OrderPrice quote={quote} /> : <Box aria-busy="true" sx={{ minHeight: 160 }} />;
}
