import type { QuickcheckAnswers } from '@/shared/contract/main/quickcheck';

/** A quickcheck's answers: a German distance seller's own shop, households, packaging in Austria. */
export const quickcheckAnswers = (patch: Partial<QuickcheckAnswers> = {}): QuickcheckAnswers => ({
  countries: ['AT'],
  streams: ['packaging'],
  packagingEndUse: 'households',
  productEndUse: 'households',
  role: 'distanceSeller',
  channels: ['ownShop'],
  establishments: [],
  homeCountry: 'DE',
  ...patch,
});
