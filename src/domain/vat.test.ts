import { registrationFeeItems } from './registration-orders';
import { quoteFees, quotePackaging } from './pricing';
import { companyFixtures } from '../../mocks/common/data/fixtures/companies';
import { priceTableFixture } from '../../mocks/main-api/data/fixtures/prices';
import { packagingPriceFor, quoteParties, servicePriceFor } from '../shared/contract/main/prices';
import { vatIdMemberState, vatTerms } from './vat';

/** The provider: a German company (19 %). */
const provider = { country: 'DE', vatRate: 19 };
const company = (country: string, vatId: string | null) => ({ address: { country }, vatId });
const parties = (country: string, vatId: string | null) =>
  quoteParties(priceTableFixture, company(country, vatId));
const weeeDe = servicePriceFor(priceTableFixture, 'weee-de')!;
const newWeeeDe = registrationFeeItems({
  service: 'weee-de',
  categories: ['screens', 'smallIt'],
  guarantee: 'platform',
  representative: 'platform',
  existingNumber: '',
});
const serviceNet = 29_000 + 39_000 + 2 * 6_000 + 24_000 + 48_000;

describe('[DOM-9] VAT terms', () => {
  it('[DOM-9] domestic B2B: a German company with a German VAT id pays German VAT', () => {
    expect(vatTerms(provider, { country: 'DE', vatId: 'DE318245671' })).toEqual({
      treatment: 'domestic',
      rate: 19,
    });
    const quote = quoteFees(weeeDe, newWeeeDe, parties('DE', 'DE318245671'));
    expect(quote).toMatchObject({
      vatTreatment: 'domestic',
      vatRate: 19,
      net: serviceNet,
      vat: Math.round(serviceNet * 0.19),
    });
  });

  it('[DOM-9] other member state B2B with a VAT id: reverse charge, 0 %', () => {
    for (const [country, vatId] of [
      ['AT', 'ATU73528461'],
      ['ES', 'ESB98765432'],
      ['FR', 'FR40812345678'],
      ['GR', 'EL123456789'],
    ] as const)
      expect(vatTerms(provider, { country, vatId })).toEqual({
        treatment: 'reverseCharge',
        rate: 0,
      });
    const at2026 = packagingPriceFor(priceTableFixture, 'AT', 2026)!;
    const quote = quotePackaging(at2026, { 'hh-plastics': 1_000 }, parties('AT', 'ATU73528461'));
    expect(quote).toMatchObject({ vatTreatment: 'reverseCharge', vatRate: 0, vat: 0 });
    expect(quote.gross).toBe(quote.net);
  });

  it('[DOM-9] a VAT id of the provider’s own member state is domestic, wherever the address', () => {
    expect(vatTerms(provider, { country: 'AT', vatId: 'DE284615937' }).treatment).toBe('domestic');
    expect(vatIdMemberState('EL123456789')).toBe('GR');
    expect(vatIdMemberState('GB123456789')).toBeNull();
  });

  it('[DOM-9] no VAT id: the provider’s domestic VAT (treated as a non-taxable person)', () => {
    expect(vatTerms(provider, { country: 'AT', vatId: null })).toEqual({
      treatment: 'domestic',
      rate: 19,
    });
    expect(vatTerms(provider, { country: 'DE', vatId: null }).treatment).toBe('domestic');
    expect(quoteFees(weeeDe, newWeeeDe, parties('ES', null)).vatRate).toBe(19);
    // Unknown customer (company not loaded): never less VAT than may be due.
    expect(vatTerms(provider, null)).toEqual({ treatment: 'domestic', rate: 19 });
  });

  it('[DOM-9] non-EU customer (GB): outside the scope of EU VAT, no VAT', () => {
    expect(vatTerms(provider, { country: 'GB', vatId: 'GB123456789' })).toEqual({
      treatment: 'outsideScope',
      rate: 0,
    });
    expect(vatTerms(provider, { country: 'CH', vatId: null }).treatment).toBe('outsideScope');
    const quote = quoteFees(weeeDe, newWeeeDe, parties('GB', 'GB123456789'));
    expect(quote).toMatchObject({ vatTreatment: 'outsideScope', vat: 0, gross: serviceNet });
  });

  it('[DOM-9] official fees apart: not in the net, no VAT on them, in the total', () => {
    const quote = quoteFees(weeeDe, newWeeeDe, parties('DE', 'DE318245671'));
    expect(quote.lines.map((l) => l.item)).not.toContain('registerFee');
    expect(quote.officialFees).toEqual([
      { item: 'registerFee', quantity: 2, rate: 18_270, amount: 36_540 },
    ]);
    expect(quote.officialTotal).toBe(36_540);
    expect(quote.net).toBe(serviceNet);
    expect(quote.gross).toBe(serviceNet + quote.vat);
    expect(quote.total).toBe(quote.gross + 36_540);
    // A taken-over registration pays no register fee; a service without one has none.
    const taken = registrationFeeItems({
      service: 'weee-de',
      categories: ['lamps'],
      guarantee: 'own',
      representative: 'notNeeded',
      existingNumber: 'DE52741963',
    });
    expect(quoteFees(weeeDe, taken, parties('DE', null)).officialFees).toEqual([]);
    const weeeAt = servicePriceFor(priceTableFixture, 'weee-at')!;
    const atQuote = quoteFees(
      weeeAt,
      registrationFeeItems({
        service: 'weee-at',
        categories: ['lamps'],
        representative: 'notNeeded',
        existingNumber: '',
      }),
      parties('AT', 'ATU73528461'),
    );
    expect(atQuote.officialFees).toEqual([]);
    expect(atQuote.total).toBe(atQuote.gross);
  });

  it('[DOM-9] the fixture companies get the terms their address and VAT id call for', () => {
    expect(priceTableFixture.provider).toMatchObject({ country: 'DE', vatRate: 19 });
    const terms = Object.fromEntries(
      companyFixtures.map((c) => [
        c.name,
        vatTerms(priceTableFixture.provider, { country: c.address.country, vatId: c.vatId })
          .treatment,
      ]),
    );
    expect(terms).toEqual({
      'Alpenglück Naturkosmetik GmbH': 'reverseCharge',
      'Nordlicht Versand GmbH': 'domestic',
      'Altmann Holzspielwaren e.K.': 'domestic',
      'Rheinperle Feinkost GmbH': 'domestic',
      'Sol y Mar Cosmética S.L.': 'reverseCharge',
      'Kowalski Elektronik Sp. z o.o.': 'reverseCharge',
      'Maison Lavande SAS': 'reverseCharge',
    });
  });
});
