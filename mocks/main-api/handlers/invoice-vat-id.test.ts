/**
 * RULE-2: a reverse-charge invoice names the customer's VAT identification number, since the
 * customer is the one liable for the tax (Art. 226 (4) Directive 2006/112/EC).
 */
import type { ProducerRegistration } from '../../../src/shared/contract/main/producer-registrations';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import { companies } from '../../common/data/db';
import { callMainApi, fetchMainApi } from '../../common/testing/main-api-call';

const { alpenglueck } = COMPANY_IDS;
const owner = USER_IDS.owner;

const order = {
  service: 'weee-at',
  brands: ['Alpenglück'],
  categories: ['smallEquipment'],
  audience: 'b2c',
  guarantee: 'notNeeded',
  guaranteeProvider: '',
  representative: 'notNeeded',
  representativeName: '',
  existingNumber: '',
  reportingFrom: new Date().toISOString().slice(0, 7),
  acceptTerms: true,
};

async function invoiceText(companyId: string) {
  const { data } = await callMainApi<ProducerRegistration>(
    owner,
    'POST',
    `/companies/${companyId}/producer-registrations`,
    order,
  );
  const invoice = data.documents.find((d) => d.kind === 'invoice')!;
  const response = await fetchMainApi(
    owner,
    `/companies/${companyId}/processes/${data.id}/documents/${invoice.id}`,
  );
  return { quote: data.quote, text: Buffer.from(await response.arrayBuffer()).toString('latin1') };
}

describe('[RULE-2] the customer’s VAT ID on reverse-charge invoices', () => {
  it('[RULE-2] an Austrian customer of the German provider: the invoice names its VAT ID beside the reverse-charge note (Art. 226 (4))', async () => {
    const { quote, text } = await invoiceText(alpenglueck);
    expect(quote).toMatchObject({ vatTreatment: 'reverseCharge', customerVatId: 'ATU73528461' });
    expect(text).toContain('Reverse charge: VAT to be accounted for by the recipient');
    expect(text).toContain('Customer VAT ID: ATU73528461');
  });

  it('[RULE-2] a customer paying domestic VAT: no customer VAT ID line, none on the quote', async () => {
    const { id: _id, needsUpdate: _n, createdAt: _c, ...input } = companies.findById(alpenglueck)!;
    companies.replace(alpenglueck, { ...input, vatId: null });
    const { quote, text } = await invoiceText(alpenglueck);
    expect(quote.vatTreatment).toBe('domestic');
    expect(quote.customerVatId).toBeUndefined();
    expect(text).not.toContain('Customer VAT ID');
  });
});
