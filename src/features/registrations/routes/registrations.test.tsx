import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import type { ProducerRegistration } from '@/shared/contract/main/producer-registrations';
import { FakeAuth } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render-app';
import { server } from '../../../../mocks/common/node';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';
import { companies } from '../../../../mocks/common/data/db';
import { processes } from '../../../../mocks/main-api/data/processes';
import { registrations } from '../../../../mocks/main-api/data/producer-registrations';
import { callMainApi } from '../../../../mocks/common/testing/main-api-call';

// Whole flows through several forms: slower than one page, above all on a busy machine.
jest.setTimeout(45_000);

const { alpenglueck, nordlicht } = COMPANY_IDS;
const owner = () => new FakeAuth(USER_IDS.owner);

async function open(service: string, companyId: string = alpenglueck) {
  const app = await renderRoute(`/companies/${companyId}/${service}`, { auth: owner() });
  return app;
}

type User = Awaited<ReturnType<typeof open>>['user'];

/** HOUSE-6: without a running registration the page says what the order asks for, then the form. */
async function startOrder(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Start the order' }));
  return screen.findByRole('form', { name: 'Registration data and order' });
}

const monthsAgo = (n: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1))
    .toISOString()
    .slice(0, 7);
};

describe('WEEE and battery registrations', () => {
  it('[WEEE-1][UX-9] orders Austrian WEEE compliance with its example price; the registration then waits for its number', async () => {
    const { user } = await open('weee-at');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'WEEE registration Austria' }),
    ).toBeInTheDocument();
    const form = await startOrder(user);
    // Established in Austria: no representative needed.
    expect(
      within(form).queryByRole('radiogroup', { name: 'Authorised representative' }),
    ).not.toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Brands' }), 'Alpenglück{Enter}');
    await user.click(within(form).getByRole('checkbox', { name: /5 Small equipment/ }));
    await user.click(within(form).getByRole('radio', { name: 'Private households (B2C)' }));
    const quote = within(form).getByTestId('quote');
    expect(within(quote).getByText('Example prices')).toBeInTheDocument();
    expect(within(quote).getByText('Registration (one-off)')).toBeInTheDocument();
    // [DOM-9] An Austrian company with an ATU number, the German provider: reverse charge.
    expect(within(quote).getByTestId('quote-gross')).toHaveTextContent('€525.00');
    expect(within(quote).getByText('VAT 0 % (reverse charge)')).toBeInTheDocument();
    expect(within(quote).getByTestId('quote-vat-note')).toHaveTextContent(
      /Reverse charge: the recipient of the service is liable for the VAT \(Art\. 196 Directive 2006\/112\/EC\)/,
    );
    await user.click(within(form).getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(within(form).getByRole('button', { name: 'Order the service' }));

    expect(
      await screen.findByText('The register issues the number; it appears here as soon as it has.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Submitted')).toBeInTheDocument();
    expect(
      screen.getByText('Reports start once the register has issued your number.'),
    ).toBeInTheDocument();
    const record = registrations.all().find((r) => r.companyId === alpenglueck)!;
    expect(processes.findById(record.id)).toMatchObject({
      service: 'weee-at',
      status: 'submitted',
    });
    expect(record.order).toMatchObject({
      brands: ['Alpenglück'],
      categories: ['smallEquipment'],
      audience: 'b2c',
    });
  });

  it('[DOM-9] a company without a VAT id pays German VAT on the services; the register fee apart without VAT', async () => {
    const { id: _id, needsUpdate: _n, createdAt: _c, ...input } = companies.findById(alpenglueck)!;
    companies.replace(alpenglueck, { ...input, vatId: null });
    const { user } = await open('weee-de');
    const form = await startOrder(user);
    const types = within(form).getByRole('group', { name: 'Equipment types (stiftung ear)' });
    await user.click(
      within(types).getByRole('checkbox', {
        name: 'Lamps except gas discharge lamps, for private households',
      }),
    );
    const quote = within(form).getByTestId('quote');
    expect(within(quote).getByText('VAT 19 %')).toBeInTheDocument();
    expect(within(quote).queryByTestId('quote-vat-note')).not.toBeInTheDocument();
    expect(within(quote).getByText('Register fee (official fee)')).toBeInTheDocument();
    expect(within(quote).getByText(/passed on at cost, no VAT/)).toBeInTheDocument();
    expect(within(quote).getByTestId('quote-official-note')).toHaveTextContent(
      'they are not our service, so we charge no VAT on them',
    );
    // Services 1,220.00 € net + 19 % VAT = 1,451.80 €, plus the register's 182.70 € for the one
    // equipment type, without VAT.
    expect(within(quote).getByTestId('quote-gross')).toHaveTextContent('€1,634.50');
  });

  it('[WEEE-1] a German B2C order of a foreign company needs the guarantee and a representative; the rules are checked on submit', async () => {
    const { user } = await open('weee-de');
    const form = await startOrder(user);
    expect(
      within(form).getByText(
        'Your company has no establishment in Germany: it needs an authorised representative there.',
      ),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Order the service' }));
    expect(await within(form).findByText('Add at least one brand.')).toBeInTheDocument();
    expect(within(form).getByText('Choose at least one equipment type.')).toBeInTheDocument();
    expect(within(form).getByText('Choose who uses your equipment.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Brands' })).toHaveFocus();

    await user.click(within(form).getByRole('radio', { name: 'Both' }));
    const guarantee = within(form).getByRole('radiogroup', { name: 'Insolvency-proof guarantee' });
    expect(
      within(guarantee).getByRole('radio', { name: 'Through our guarantee scheme' }),
    ).toBeChecked();
    const quote = within(form).getByTestId('quote');
    expect(within(quote).getByText('Guarantee scheme per year')).toBeInTheDocument();
    expect(within(quote).getByText('Authorised representative per year')).toBeInTheDocument();

    // [UX-9] The register's name already says "number": not "Your WEEE-Reg.-Nr. number".
    expect(
      within(form).queryByRole('textbox', { name: /WEEE-Reg\.-Nr\. number/ }),
    ).not.toBeInTheDocument();
    await user.type(
      within(form).getByRole('textbox', { name: 'Your WEEE-Reg.-Nr. (optional)' }),
      'DE123',
    );
    await user.tab();
    expect(
      await within(form).findByText('This is not a number of this register, e.g. DE12345678.'),
    ).toBeInTheDocument();
  });

  it('[WEEE-1] a service that refuses the order marks the fields it names and keeps the input (400)', async () => {
    server.use(
      http.post(`${config.mainApiUrl}/companies/:companyId/producer-registrations`, () =>
        HttpResponse.json(
          { message: 'Validation failed', fields: { existingNumber: 'invalid' } },
          { status: 400 },
        ),
      ),
    );
    const { user } = await open('weee-at');
    const form = await startOrder(user);
    await user.type(within(form).getByRole('textbox', { name: 'Brands' }), 'Alpenglück{Enter}');
    await user.click(within(form).getByRole('checkbox', { name: /3 Lamps/ }));
    await user.click(within(form).getByRole('radio', { name: 'Businesses only (B2B)' }));
    await user.click(within(form).getByRole('textbox', { name: /GLN number/ }));
    await user.paste('9008390456712');
    await user.click(within(form).getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(within(form).getByRole('button', { name: 'Order the service' }));
    expect(
      await within(form).findByText('This is not a number of this register, e.g. 9012345000004.'),
    ).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /GLN number/ })).toHaveValue('9008390456712');
    expect(within(form).getByRole('textbox', { name: /GLN number/ })).toHaveFocus();
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'The server did not accept the data.',
    );
  });

  it('[WEEE-1][UX-3] a registration waiting at the register shows it as submitted, under the WEEE number the company has (one per producer), as the dashboard does', async () => {
    await open('weee-de', nordlicht);
    expect(await screen.findByTestId('registration-number')).toHaveTextContent('DE52741963');
    expect(screen.getByText('Submitted')).toBeInTheDocument();
    expect(
      screen.queryByText('The register issues the number; it appears here as soon as it has.'),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Registration data' })).toHaveTextContent(
      'Nordlicht Home, Lumen & Co',
    );
  });

  it('[WEEE-1][X-WEEE-1] a zero report in one click; quantities per category through the report form', async () => {
    const { data } = await callMainApi<ProducerRegistration>(
      USER_IDS.owner,
      'POST',
      `/companies/${alpenglueck}/producer-registrations`,
      {
        service: 'weee-at',
        brands: ['Alpenglück'],
        categories: ['smallEquipment', 'lamps'],
        audience: 'b2c',
        guarantee: 'notNeeded',
        guaranteeProvider: '',
        representative: 'notNeeded',
        representativeName: '',
        existingNumber: '9008390456712',
        reportingFrom: monthsAgo(6),
        acceptTerms: true,
      },
    );
    const [latest, earlier] = data.periods.filter(
      (p) => p.state === 'open' || p.state === 'overdue',
    );
    const { user } = await open('weee-at');
    expect(await screen.findByTestId('registration-number')).toHaveTextContent('GLN 9008390456712');
    const label = (id: string) => id.replace(/^(\d{4})-Q(\d)$/, 'Q$2 $1');

    await user.click(
      screen.getByRole('button', { name: `File a zero report for ${label(latest!.id)}` }),
    );
    expect(
      await screen.findByText(`Zero report for ${label(latest!.id)} filed.`),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Quantity reports' });
    await waitFor(() =>
      expect(
        within(table).getByRole('row', { name: new RegExp(label(latest!.id)) }),
      ).toHaveTextContent('Filed'),
    );
    expect(registrations.findById(data.id)!.reports).toEqual([
      expect.objectContaining({ period: latest!.id, zero: true }),
    ]);

    if (earlier) {
      await user.click(
        screen.getByRole('button', { name: `Report quantities for ${label(earlier.id)}` }),
      );
      const dialog = await screen.findByRole('dialog', {
        name: `Quantities for ${label(earlier.id)}`,
      });
      await user.type(within(dialog).getByRole('textbox', { name: /3 Lamps/ }), '12.5');
      await user.click(within(dialog).getByRole('button', { name: 'File report' }));
      expect(await screen.findByText(`Report for ${label(earlier.id)} filed.`)).toBeInTheDocument();
      expect(registrations.findById(data.id)!.reports[1]).toMatchObject({
        period: earlier.id,
        zero: false,
        quantities: { lamps: 12.5 },
      });
    }
  });

  it('[BAT-1] battery registration asks categories, chemistry and the take-back organisation’s confirmation', async () => {
    const { user } = await open('battery-de', nordlicht);
    const form = await startOrder(user);
    expect(
      within(form).getByRole('group', { name: 'Battery categories (Regulation (EU) 2023/1542)' }),
    ).toBeInTheDocument();
    expect(await within(form).findByText(/e.g. Stiftung GRS Batterien/)).toBeInTheDocument();
    await user.click(within(form).getByRole('textbox', { name: 'Brands' }));
    await user.paste('Nordlicht Power');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Portable batteries' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Lithium-ion' }));
    await user.type(
      within(form).getByRole('textbox', { name: /Take-back organisation/ }),
      'Stiftung GRS Batterien',
    );
    await user.click(within(form).getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(within(form).getByRole('button', { name: 'Order the service' }));
    expect(
      await within(form).findByText('The register needs the organisation’s confirmation.'),
    ).toBeInTheDocument();
    await user.click(
      within(form).getByRole('checkbox', {
        name: 'The organisation has confirmed our participation.',
      }),
    );
    await user.click(within(form).getByRole('button', { name: 'Order the service' }));
    expect(await screen.findByRole('heading', { name: 'Registration data' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Registration data' })).toHaveTextContent(
      'Lithium-ion',
    );
  });

  it('[DOM-8][TRUST-17] German WEEE registers every brand per equipment type (lamps apart, unconfirmed names marked), asks the b2b plausibility, and takes a new brand under the same number, also after a failed first try', async () => {
    const { user } = await open('weee-de');
    const form = await startOrder(user);
    const types = within(form).getByRole('group', { name: 'Equipment types (stiftung ear)' });
    expect(
      within(types).getByRole('checkbox', {
        name: 'Gas discharge lamps, for private households',
      }),
    ).toBeInTheDocument();
    expect(
      within(types).getByRole('checkbox', {
        name: 'Screens and monitors, for private households (name not confirmed)',
      }),
    ).toBeInTheDocument();
    await user.type(
      within(form).getByRole('textbox', { name: 'Brands' }),
      'Alpenglück Light{Enter}',
    );
    await user.click(
      within(types).getByRole('checkbox', {
        name: 'Lamps for use in other than private households only',
      }),
    );
    await user.click(
      within(types).getByRole('checkbox', {
        name: 'Lamps except gas discharge lamps, for private households',
      }),
    );
    await user.click(within(form).getByRole('radio', { name: 'Both' }));
    await user.click(within(form).getByRole('textbox', { name: 'Your WEEE-Reg.-Nr. (optional)' }));
    await user.paste('DE11223344');
    await user.click(within(form).getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(within(form).getByRole('button', { name: 'Order the service' }));
    // b2b-only lamps: the plausibility statement is required.
    const plausibility = await within(form).findByRole('textbox', {
      name: /Why is this equipment used only outside private households/,
    });
    expect(within(form).getByText('This field is required.')).toBeInTheDocument();
    await user.click(plausibility);
    await user.paste('Street lighting lamps, sold to municipalities only.');
    await user.click(within(form).getByRole('button', { name: 'Order the service' }));

    const brands = await screen.findByRole('table', { name: 'Brands and equipment types' });
    expect(within(brands).getAllByRole('row')).toHaveLength(3);
    const record = registrations.all().find((r) => r.companyId === alpenglueck)!;
    expect(record.order).toMatchObject({
      categories: ['lamps'],
      equipmentTypes: ['otherLampsB2c', 'lampsB2b'],
      b2bPlausibility: 'Street lighting lamps, sold to municipalities only.',
    });
    expect(screen.getByRole('table', { name: 'Registration data' })).toHaveTextContent(
      'Guarantee renewal due (yearly)',
    );

    const add = screen.getByRole('form', { name: 'Register a new brand' });
    await user.type(within(add).getByRole('textbox', { name: 'Brand' }), 'Alpenglück Outdoor');
    await user.click(
      within(add).getByRole('checkbox', {
        name: 'Lamps except gas discharge lamps, for private households',
      }),
    );
    // [TRUST-17] The first try meets the server's trouble: the form says so, keeps what was
    // typed and ticked, and "Try again" sends it as it stands.
    server.use(
      http.post(
        `${config.mainApiUrl}/companies/:companyId/producer-registrations/:processId/brands`,
        () => HttpResponse.json({ message: 'Internal error' }, { status: 500 }),
        { once: true },
      ),
    );
    await user.click(within(add).getByRole('button', { name: 'Apply for the brand' }));
    const failure = await within(add).findByRole('alert');
    expect(failure).toHaveTextContent('Your entries are kept');
    expect(failure).not.toHaveTextContent(/reload/i);
    expect(within(add).getByRole('textbox', { name: 'Brand' })).toHaveValue('Alpenglück Outdoor');
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(registrations.findById(record.id)!.brandRegistrations).toHaveLength(3),
    );
    expect(registrations.findById(record.id)!.registrationNumber).toBe('DE11223344');
    expect(await within(brands).findByText('Alpenglück Outdoor')).toBeInTheDocument();
    expect(within(brands).getByText('applied for')).toBeInTheDocument();
    expect(screen.getByTestId('registration-number')).toHaveTextContent('DE11223344');
  });

  it('[DOM-8] German batteries show no invented reporting dates: the schedule is marked not confirmed', async () => {
    const { status } = await callMainApi<ProducerRegistration>(
      USER_IDS.owner,
      'POST',
      `/companies/${nordlicht}/producer-registrations`,
      {
        service: 'battery-de',
        brands: ['Nordlicht Power'],
        categories: ['portable'],
        chemistries: ['lithiumIon'],
        takeBackOrganisation: 'Stiftung GRS Batterien',
        takeBackConfirmed: true,
        representative: 'notNeeded',
        representativeName: '',
        existingNumber: 'DE12345678',
        reportingFrom: monthsAgo(6),
        acceptTerms: true,
      },
    );
    expect(status).toBe(201);
    await open('battery-de', nordlicht);
    const unverified = await screen.findByTestId('reporting-unverified');
    expect(unverified).toHaveTextContent('we invent none');
    expect(unverified).toHaveTextContent('not confirmed');
    expect(screen.queryByText(/April 30/)).not.toBeInTheDocument();
  });
});
