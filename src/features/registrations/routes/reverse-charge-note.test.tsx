/**
 * RULE-2: the price of a reverse-charge service names the VAT ID the invoice carries (Art. 226 (4)
 * Directive 2006/112/EC), in each language.
 */
import { screen, within } from '@testing-library/react';
import { FakeAuth } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render-app';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';

jest.setTimeout(30_000);

describe('[RULE-2] reverse charge: the customer’s VAT ID', () => {
  it.each([
    ['en', 'Start the order', /The invoice names your VAT identification number ATU73528461/],
    ['de', 'Beauftragung beginnen', /Die Rechnung nennt Ihre USt-IdNr\. ATU73528461/],
    ['es', 'Iniciar la contratación', /La factura indica su número de IVA ATU73528461/],
    ['fr', 'Commencer la commande', /La facture mentionne votre numéro de TVA ATU73528461/],
  ] as const)(
    '[RULE-2] %s: the Austrian customer’s price says the invoice carries its VAT ID',
    async (language, start, text) => {
      const { user } = await renderRoute(`/companies/${COMPANY_IDS.alpenglueck}/weee-at`, {
        auth: new FakeAuth(USER_IDS.owner),
        language,
      });
      await user.click(await screen.findByRole('button', { name: start }));
      const quote = await screen.findByTestId('quote');
      expect(within(quote).getByTestId('quote-vat-note')).toHaveTextContent(text);
    },
  );
});
