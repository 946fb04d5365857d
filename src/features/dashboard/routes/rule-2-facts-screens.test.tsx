/**
 * RULE-2 on the screens: the facts a company records for a market (a scheme membership booked
 * elsewhere with its number, when it started selling there, this year's quantities), each kept as
 * typed when a save fails.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import { renderRoute } from '@/testing/render-app';
import { server } from '../../../../mocks/common/node';
import {
  markets,
  quantityTotals,
  schemeContracts,
} from '../../../../mocks/main-api/data/compliance';
import { licences } from '../../../../mocks/main-api/data/licensing';
import { processes } from '../../../../mocks/main-api/data/processes';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const { alpenglueck, nordlicht } = COMPANY_IDS;
const year = new Date().getUTCFullYear();

describe('[RULE-2] the facts a company records, on the screens', () => {
  it('[RULE-2] an Austrian member of ARA records scheme and number on the country page; the number is required and a failed save keeps both', async () => {
    for (const l of licences.where((l) => l.companyId === alpenglueck)) licences.remove(l.id);
    for (const p of processes.where((p) => p.companyId === alpenglueck)) processes.remove(p.id);
    const { user } = await renderRoute(`/companies/${alpenglueck}/dashboard/at/packaging`);
    const form = await screen.findByRole('form', { name: 'Your scheme contract' });
    const scheme = within(form).getByRole('combobox', { name: /Scheme/ });
    const number = within(form).getByRole('textbox', { name: /Membership or contract number/ });
    await user.type(scheme, 'ARA');
    await user.click(within(form).getByRole('button', { name: 'Save membership' }));
    expect(number).toHaveFocus();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('Enter your membership or contract number.')).toBeVisible();
    expect(schemeContracts.all()).toEqual([]);

    server.use(
      http.put(
        `${config.mainApiUrl}/companies/:companyId/scheme-contracts/:country/:stream`,
        () => HttpResponse.error(),
        { once: true },
      ),
    );
    await user.type(number, 'ARA-100234');
    await user.click(within(form).getByRole('button', { name: 'Save membership' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/Your entries are kept/);
    expect(scheme).toHaveValue('ARA');
    expect(number).toHaveValue('ARA-100234');

    await user.click(within(form).getByRole('button', { name: 'Save membership' }));
    expect(
      await screen.findByText('Membership saved: it counts as system participation.'),
    ).toBeInTheDocument();
    expect(schemeContracts.all()[0]).toMatchObject({
      country: 'AT',
      stream: 'packaging',
      scheme: 'ARA',
      membershipNumber: 'ARA-100234',
    });
    expect(
      await screen.findByText(
        'You recorded your membership of a scheme for this market: it fulfils system participation.',
      ),
    ).toBeInTheDocument();
  });

  it('[RULE-2] the markets dialog asks when selling started: a new country offers 1 January of last year, the given day is saved', async () => {
    const { user } = await renderRoute(`/companies/${alpenglueck}/dashboard`);
    await screen.findByRole('table', { name: 'Obligations by country and product stream' });
    await user.click(screen.getByRole('button', { name: 'Edit markets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your markets' });
    await within(dialog).findByRole('heading', { name: 'Austria' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'France' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add country' }));
    const since = within(dialog).getByLabelText('Selling in France since');
    expect(since).toHaveValue(`${year - 1}-01-01`);

    await user.clear(since);
    await user.click(within(dialog).getByRole('button', { name: 'Save markets' }));
    expect(since).toHaveFocus();
    expect(within(dialog).getByText('Enter the day you started selling there.')).toBeVisible();

    await user.type(since, `${year}-03-01`);
    await user.click(within(dialog).getByRole('button', { name: 'Save markets' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const france = markets.findById(alpenglueck)!.markets.find((m) => m.country === 'FR')!;
    expect(france.since).toBe(`${year}-03-01`);
  });

  it('[RULE-2] the German packaging page asks this year’s quantities beside last year’s', async () => {
    const { user } = await renderRoute(`/companies/${nordlicht}/dashboard/de/packaging`);
    const current = await screen.findByRole('form', { name: `Your quantities of ${year}` });
    expect(screen.getByRole('form', { name: `Your quantities of ${year - 1}` })).toBeVisible();
    expect(
      within(current).getByText(/decide next year's declaration of completeness/),
    ).toBeVisible();
    await user.type(
      within(current).getByRole('textbox', { name: 'Paper, paperboard, cardboard' }),
      '60000',
    );
    await user.click(within(current).getByRole('button', { name: 'Save quantities' }));
    await waitFor(() =>
      expect(
        quantityTotals.where((t) => t.companyId === nordlicht && t.year === year)[0]?.kg,
      ).toMatchObject({ paper: 60_000 }),
    );
  });

  it('[RULE-2] a UK market asks turnover and tonnes: a half-typed size is refused with the focus on it, a full one decides the producer size', async () => {
    const { user } = await renderRoute(`/companies/${alpenglueck}/dashboard`);
    await screen.findByRole('table', { name: 'Obligations by country and product stream' });
    await user.click(screen.getByRole('button', { name: 'Edit markets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your markets' });
    await within(dialog).findByRole('heading', { name: 'Austria' });
    expect(within(dialog).queryByRole('group', { name: /size as a producer/ })).toBeNull();
    await user.click(within(dialog).getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'United Kingdom' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add country' }));
    const size = await within(dialog).findByRole('group', {
      name: 'Your size as a producer in United Kingdom',
    });
    const turnover = within(size).getByRole('textbox', { name: 'Yearly turnover (GBP)' });
    const tonnes = within(size).getByRole('textbox', {
      name: 'Packaging handled last year (tonnes)',
    });
    await user.type(turnover, '1500000');
    await user.click(within(dialog).getByRole('button', { name: 'Save markets' }));
    expect(tonnes).toHaveFocus();
    expect(tonnes).toHaveAttribute('aria-invalid', 'true');
    expect(markets.findById(alpenglueck)!.markets.some((m) => m.country === 'GB')).toBe(false);

    await user.type(tonnes, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save markets' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const uk = markets.findById(alpenglueck)!.markets.find((m) => m.country === 'GB')!;
    expect(uk.size).toEqual({ turnover: 1_500_000, tonnes: 30 });
  });

  it('[RULE-2] the markets dialog asks one end use per stream, only for the streams sold, and saves each apart', async () => {
    const { user } = await renderRoute(`/companies/${alpenglueck}/dashboard`);
    await screen.findByRole('table', { name: 'Obligations by country and product stream' });
    await user.click(screen.getByRole('button', { name: 'Edit markets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your markets' });
    await within(dialog).findByRole('heading', { name: 'Austria' });
    expect(
      within(dialog).queryByRole('radiogroup', { name: 'Your electrical equipment…' }),
    ).toBeNull();
    expect(within(dialog).queryByRole('radiogroup', { name: 'Your batteries…' })).toBeNull();
    const austria = within(dialog).getByRole('group', {
      name: 'What you place on the market in Austria',
    });
    await user.click(
      within(austria).getByRole('checkbox', { name: 'Electrical equipment (WEEE)' }),
    );
    const equipment = within(dialog).getByRole('radiogroup', {
      name: 'Your electrical equipment…',
    });
    expect(within(dialog).queryByRole('radiogroup', { name: 'Your batteries…' })).toBeNull();
    await user.click(
      within(equipment).getByRole('radio', { name: 'are for professional use only' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save markets' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(markets.findById(alpenglueck)!.markets[0]!.facts).toMatchObject({
      packagingEndUse: 'households',
      weeeEndUse: 'businesses',
      batteriesEndUse: 'households',
      textilesEndUse: 'households',
    });
  });
});
