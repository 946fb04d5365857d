import { useMemo } from 'react';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import { quoteParties, type PriceTable, type QuoteParties } from '@/shared/contract/main/prices';

/**
 * Who a live estimate is for: the price table's provider and the current company, whose address
 * and VAT id decide the VAT (DOM-9), the same way the main API prices the order.
 */
export function useQuoteParties(prices: PriceTable | undefined): QuoteParties | null {
  const { company } = useCurrentCompany();
  return useMemo(() => (prices ? quoteParties(prices, company) : null), [prices, company]);
}
