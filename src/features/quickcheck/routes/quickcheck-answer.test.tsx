/**
 * RULE-3 on the screen (the head office must be chosen, irrelevant questions are not asked, the
 * rule's own texts) and UX-11 (the answer in one table: what to do and the next date, relative
 * and absolute; details folded below).
 */
import { screen, within } from '@testing-library/react';
import { FakeAuth } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render-app';
import { daysBetween, nextDueDate, today } from '@/domain/schedule';
import { formatDate } from '@/shared/i18n/format';
import { referenceFixture } from '../../../../mocks/main-api/data/fixtures/reference';

jest.setTimeout(60_000);

const signedOut = () => new FakeAuth(null);
const ANSWERED = 'countries=DE&streams=packaging&pkg=households&role=manufacturer&channels=ownShop';

describe('[RULE-3] the quickcheck’s questions', () => {
  it('[RULE-3][UX-11] the head office starts empty; the result waits until it is chosen, and "Outside Europe" is a choice', async () => {
    // Everything else answered, the result asked for: the step with the head office opens instead.
    const { user } = await renderRoute(`/quickcheck?step=result&${ANSWERED}`, {
      auth: signedOut(),
    });
    const home = await screen.findByRole('combobox', { name: 'Head office' });
    expect(home).toHaveDisplayValue('Choose…');
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose where your head office is, or “Outside Europe”.',
    );
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    await user.selectOptions(home, 'Outside Europe');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Question 2 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show my result' }));
    expect(await screen.findByRole('table', { name: 'At a glance' })).toBeInTheDocument();
  });

  it('[RULE-3] packaged goods only: where electrical equipment ends up is not asked', async () => {
    const { user } = await renderRoute(
      '/quickcheck?step=endUse&countries=DE&home=DE&streams=packaging',
      { auth: signedOut() },
    );
    await screen.findByText('Question 2 of 2');
    expect(screen.getByRole('group', { name: 'Your packaging typically ends up…' })).toBeVisible();
    expect(
      screen.queryByRole('group', {
        name: 'Your electrical equipment, batteries or textiles…',
      }),
    ).toBeNull();
    await user.click(
      screen.getByRole('radio', { name: 'with private households or comparable places' }),
    );
    await user.click(screen.getByRole('radio', { name: 'Manufacturer or filler (brand owner)' }));
    await user.click(screen.getByRole('checkbox', { name: /^Own online shop/ }));
    await user.click(screen.getByRole('button', { name: 'Show my result' }));
    // The unasked question holds nothing up.
    expect(await screen.findByRole('table', { name: 'At a glance' })).toBeInTheDocument();
  });
});

describe('[RULE-3][UX-11] the answer in one table', () => {
  const RESULT = `/quickcheck?step=result&countries=AT,DE&streams=packaging,weee&pkg=households&use=businesses&role=distanceSeller&channels=ownShop&home=AT`;

  it('[UX-11] the result opens with one table of country, stream, what to do and the next date, relative and absolute; the details fold below', async () => {
    const { user } = await renderRoute(RESULT, { auth: signedOut() });
    const table = await screen.findByRole('table', { name: 'At a glance' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Country and product', 'What to do', 'Next date']);
    const row = within(table).getByTestId('glance-DE-weee');
    expect(row).toHaveTextContent('Obligated');
    // German WEEE for businesses only: the yearly report to stiftung ear (30 April), as the
    // calendar says: how far away, then the date.
    const yearly = referenceFixture.rules
      .find((r) => r.country === 'DE' && r.stream === 'weee')!
      .deadlines.find((d) => d.id === 'de-weee-b2b-yearly-report')!;
    const due = nextDueDate(yearly.schedule, today());
    const date = within(row).getAllByRole('cell')[1]!;
    expect(date).toHaveTextContent(`in ${daysBetween(today(), due)} days${formatDate(due, 'en')}`);
    // The table comes first; the details are one click away.
    expect(screen.queryByRole('article', { name: 'Germany' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show the details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const germany = screen.getByRole('article', { name: 'Germany' });
    const weee = within(germany)
      .getByRole('heading', { level: 4, name: 'Electrical equipment (WEEE)' })
      .closest('section')!;
    expect(weee).toHaveTextContent('Yearly B2B quantity report to stiftung ear');
    expect(weee).not.toHaveTextContent(/Monthly B2C|Report your quantities every month/);
  });

  it('[RULE-3] Austrian packaging: the rule’s own text names the flat fee, and no German act or "No system" appears', async () => {
    const { user } = await renderRoute(RESULT, { auth: signedOut() });
    await user.click(await screen.findByRole('button', { name: 'Show the details' }));
    const austria = screen.getByRole('article', { name: 'Austria' });
    const packaging = within(austria)
      .getByRole('heading', { level: 4, name: 'Packaging' })
      .closest('section')!;
    expect(packaging).toHaveTextContent(/systems offer a flat fee/);
    expect(packaging).not.toHaveTextContent(/VerpackG|No system/);
  });
});
