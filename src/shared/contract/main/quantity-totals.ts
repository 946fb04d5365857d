/**
 * A company's quantities of past years per market (kg by material), for duties bound to
 * thresholds (the German declaration of completeness). The company enters them where it licensed
 * elsewhere; otherwise its licences with the platform supply them.
 */
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { CountryCodeSchema, TimestampSchema } from '../primitives';
import { StreamSchema } from '../reference';

const Kg = v.pipe(v.number('invalid'), v.minValue(0, 'invalid'), v.maxValue(1e12, 'invalid'));

export const QuantityTotalsSchema = v.object({
  country: CountryCodeSchema,
  stream: StreamSchema,
  year: v.pipe(v.number(), v.integer()),
  /** Kilograms by material id (`glass`, `paper`, ...: the licence's materials). */
  kg: v.record(v.string(), v.number()),
  updatedAt: TimestampSchema,
});
export type QuantityTotals = v.InferOutput<typeof QuantityTotalsSchema>;

export const QuantityTotalsInputSchema = v.object({
  kg: v.record(v.pipe(v.string(), v.regex(/^[a-zA-Z-]{1,40}$/, 'invalid')), Kg, 'invalid'),
});
export type QuantityTotalsInput = v.InferInput<typeof QuantityTotalsInputSchema>;

export const quantityTotalsEndpoints = {
  getQuantityTotals: endpoint({
    method: 'GET',
    path: '/companies/:companyId/quantity-totals',
    auth: 'bearer',
    response: v.array(QuantityTotalsSchema),
    errors: [404],
  }),
  putQuantityTotals: endpoint({
    method: 'PUT',
    path: '/companies/:companyId/quantity-totals/:country/:stream/:year',
    auth: 'bearer',
    body: QuantityTotalsInputSchema,
    response: QuantityTotalsSchema,
    errors: [400, 404],
  }),
};
