import { registrationFeeItems } from './registration-orders';
import { amountForKg, quoteFees, quotePackaging, reportingFrequencyFor } from './pricing';
import { vatOf } from './vat';
import { ARA_2017, priceTableFixture } from '../../mocks/main-api/data/fixtures/prices';
import {
  packagingPriceFor,
  quoteParties,
  servicePriceFor,
  type Quantities,
} from '../shared/contract/main/prices';

/** A German business customer of the German provider: domestic VAT. */
const domestic = quoteParties(priceTableFixture, {
  address: { country: 'DE' },
  vatId: 'DE318245671',
});
const de2026 = packagingPriceFor(priceTableFixture, 'DE', 2026)!;
const at2026 = packagingPriceFor(priceTableFixture, 'AT', 2026)!;

describe('packaging prices', () => {
  it.each([
    // kg, rate (cents per tonne), cents
    [1234.5, 72_000, 88_884], // 1,234.5 kg plastics at EUR 720/t = EUR 888.84
    [0.001, 72_000, 0], // 1 g: 0.072 ct rounds down
    [0.007, 72_000, 1], // 7 g: 0.504 ct rounds half up
    [1, 7_500, 8], // 1 kg glass at EUR 75/t = 7.5 ct, half up
    [12.345, 19_500, 241], // 240.7275 ct
    [100_000_000, 81_000, 8_100_000_000], // the largest quantity, exactly
    [999.999, 68_000, 68_000], // 67,999.932 ct
  ])(
    '[LIC-2][X-PROC-2] %d kg at %d ct/t cost %d ct (rounded half up to the cent)',
    (kg, rate, cents) => {
      expect(amountForKg(kg, rate)).toBe(cents);
    },
  );

  it.each([
    // net, VAT rate, VAT
    [10_000, 19, 1_900],
    [88_884, 19, 16_888], // 16,887.96
    [3_900, 19, 741],
    [12_345, 20, 2_469],
    [50, 19, 10], // 9.5 rounds up
    [1, 21, 0],
  ])('[LIC-2][X-PROC-2] VAT on %d ct at %d%% is %d ct', (net, rate, vat) => {
    expect(vatOf(net, rate)).toBe(vat);
  });

  it.each<[string, Quantities, { net: number; vat: number; gross: number; minimum: boolean }]>([
    [
      'plastics and paper',
      { plastics: 1234.5, paper: 800 },
      { net: 88_884 + 15_600, vat: 19_852, gross: 124_336, minimum: false },
    ],
    [
      'a little glass: the minimum fee',
      { glass: 10 },
      { net: 3_900, vat: 741, gross: 4_641, minimum: true },
    ],
    ['nothing yet: the minimum fee', {}, { net: 3_900, vat: 741, gross: 4_641, minimum: true }],
  ])('[LIC-2][X-PROC-2] Germany 2026, %s', (_label, quantities, expected) => {
    const quote = quotePackaging(de2026, quantities, domestic);
    expect(quote).toMatchObject({
      net: expected.net,
      vat: expected.vat,
      gross: expected.gross,
      minimumApplied: expected.minimum,
      vatRate: 19,
      example: true,
    });
    expect(quote.lines.reduce((sum, line) => sum + line.amount, 0) <= quote.net).toBe(true);
  });

  it('[LIC-2] lines follow the material order, one per material with a quantity', () => {
    const quote = quotePackaging(de2026, { other: 5, glass: 100_000, paper: 0 }, domestic);
    expect(quote.lines.map((l) => l.item)).toEqual(['glass', 'other']);
    expect(quote.lines[0]).toEqual({
      item: 'glass',
      quantity: 100_000,
      rate: 7_500,
      amount: 750_000,
    });
  });

  it.each([
    [{ 'hh-plastics': 1_000 }, 'yearly'], // EUR 640 (minimum fee 150 does not apply)
    [{ 'hh-plastics': 2_500 }, 'quarterly'], // EUR 1,600
    [{ 'hh-plastics': 40_000 }, 'monthly'], // EUR 25,600
  ] as const)('[LIC-3] Austria reports by fee level: %j → %s', (quantities, frequency) => {
    const quote = quotePackaging(at2026, quantities, domestic);
    expect(reportingFrequencyFor(at2026, quote.net)).toBe(frequency);
  });
});

describe('[DOM-6] AT tariffs', () => {
  it.each(Object.entries(ARA_2017))(
    '[DOM-6] AT tariffs: %s is an example of the order ARA published (%d ct/t in 2017: at least that, at most 1.5 times)',
    (material, published) => {
      for (const year of [2026, 2027, 2028, 2029, 2030]) {
        const rate = packagingPriceFor(priceTableFixture, 'AT', year)!.ratesPerTonne[
          material as keyof typeof ARA_2017
        ]!;
        expect(rate).toBeGreaterThanOrEqual(published!);
        expect(rate).toBeLessThanOrEqual(published! * 1.5);
      }
    },
  );

  it('[DOM-6] AT tariffs: the table says its prices are examples', () => {
    expect(priceTableFixture.example).toBe(true);
  });
});

describe('service fees', () => {
  it.each([
    [
      'a new German B2C registration with our guarantee and representative, 2 categories',
      {
        service: 'weee-de',
        categories: ['screens', 'smallIt'],
        guarantee: 'platform',
        representative: 'platform',
        existingNumber: '',
      },
      29_000 + 39_000 + 12_000 + 24_000 + 48_000,
    ],
    [
      'a taken-over German registration, own guarantee, established in Germany',
      {
        service: 'weee-de',
        categories: ['lamps'],
        guarantee: 'own',
        representative: 'notNeeded',
        existingNumber: 'DE52741963',
      },
      39_000 + 6_000,
    ],
    [
      'Austrian batteries, 3 categories, our representative',
      {
        service: 'battery-at',
        categories: ['portable', 'lmt', 'sli'],
        representative: 'platform',
        existingNumber: '',
      },
      15_000 + 19_000 + 10_500 + 33_000,
    ],
  ] as const)('[WEEE-1][BAT-1][X-PROC-2] %s', (_label, order, net) => {
    const price = servicePriceFor(priceTableFixture, order.service)!;
    const quote = quoteFees(price, registrationFeeItems(order), domestic);
    expect(quote.net).toBe(net);
    expect(quote.vat).toBe(vatOf(net, priceTableFixture.provider.vatRate));
    expect(quote.gross).toBe(net + quote.vat);
  });
});
