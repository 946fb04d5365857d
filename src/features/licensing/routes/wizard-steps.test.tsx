import { screen, waitFor, within } from '@testing-library/react';
import { FakeAuth } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render-app';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';
import { licences } from '../../../../mocks/main-api/data/licensing';
import { processes } from '../../../../mocks/main-api/data/processes';

// Whole flows through several steps: slower than one page, above all on a busy machine.
jest.setTimeout(45_000);

const { alpenglueck, nordlicht } = COMPANY_IDS;
const thisYear = new Date().getFullYear();
const wizardPath = (company: string) => `/companies/${company}/de-licensing-process/process`;

/** The elements the page scrolled into view, in order (jsdom has no layout, so no scrolling). */
let scrolled: { element: Element; options: unknown }[] = [];
beforeEach(() => {
  scrolled = [];
  Element.prototype.scrollIntoView = function scrollIntoView(options?: unknown) {
    scrolled.push({ element: this as Element, options });
  };
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

const stepHeading = (name: RegExp | string) => screen.findByRole('heading', { level: 2, name });
const next = () => screen.getByRole('button', { name: 'Save and continue' });

/** The step heading has the focus and was the last thing scrolled to the top of the window. */
async function expectStepOpened(name: RegExp | string) {
  const heading = await stepHeading(name);
  await waitFor(() => expect(heading).toHaveFocus());
  expect(scrolled.at(-1)).toEqual({
    element: heading,
    options: { block: 'start', behavior: 'instant' },
  });
}

/** A German draft of `company` at `step`, for `year`, with `quantities`. */
function draftAt(
  company: string,
  step: 'quantities' | 'review',
  year: number,
  quantities: Record<string, number>,
) {
  const process = processes.insert({
    id: `prc-ux12-${step}`,
    companyId: company,
    service: 'de-licensing-process',
    country: 'DE',
    streams: ['packaging'],
    status: 'draft',
    year,
    reference: null,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  });
  licences.insert({
    id: process.id,
    companyId: company,
    country: 'DE',
    step,
    lucidNumber: 'DE1234567890123',
    austria: null,
    year,
    quantities,
    reports: [],
    submittedAt: null,
  });
  return process.id;
}

describe('a step of the licensing wizard opens at its top (UX-12)', () => {
  it('[UX-12] every step change, forward and back, focuses the new step’s heading and scrolls it to the top', async () => {
    const { user } = await renderRoute(wizardPath(alpenglueck), {
      auth: new FakeAuth(USER_IDS.owner),
    });
    // Opened by navigation: the page's h1 has the focus, nothing is scrolled.
    await stepHeading(/^Step 1 of 4/);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'New licence' })).toHaveFocus(),
    );
    expect(scrolled).toEqual([]);

    await user.click(screen.getByRole('textbox', { name: /^LUCID registration number/ }));
    await user.paste('DE1234567890123');
    await user.click(next());
    await expectStepOpened('Step 2 of 4: Licence year');

    await user.click(await screen.findByRole('radio', { name: `${thisYear} (current year)` }));
    await user.click(next());
    // The title takes the year ("Licence 2026 (draft)"): the focus stays on the step.
    await expectStepOpened('Step 3 of 4: Quantities');
    expect(
      screen.getByRole('heading', { level: 1, name: `Licence ${thisYear} (draft)` }),
    ).not.toHaveFocus();

    await user.type(await screen.findByRole('textbox', { name: /^Plastics/ }), '100');
    await user.click(next());
    await expectStepOpened('Step 4 of 4: Review and submit');

    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await expectStepOpened('Step 3 of 4: Quantities');
  });

  it('[LIC-2][HOUSE-6] the progress lists the four steps in order and marks the current one', async () => {
    const draft = draftAt(alpenglueck, 'review', thisYear, { plastics: 100 });
    await renderRoute(`${wizardPath(alpenglueck)}?draft=${draft}&step=quantities`, {
      auth: new FakeAuth(USER_IDS.owner),
    });
    await stepHeading('Step 3 of 4: Quantities');
    const steps = within(screen.getByRole('list', { name: 'Steps of the licence' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([
      null,
      null,
      'step',
      null,
    ]);
    // The done steps are ticked (an icon), the others numbered.
    expect(steps.map((step) => step.textContent)).toEqual([
      'Company and registration',
      'Licence year',
      '3Quantities',
      '4Review and submit',
    ]);
  });

  it('[UX-12] a draft opened by its address keeps the focus on the page’s h1: loading it is not a step change', async () => {
    const draft = draftAt(alpenglueck, 'review', thisYear, { plastics: 100 });
    await renderRoute(`${wizardPath(alpenglueck)}?draft=${draft}&step=review`, {
      auth: new FakeAuth(USER_IDS.owner),
    });
    await stepHeading('Step 4 of 4: Review and submit');
    await screen.findByRole('button', { name: 'Submit licence' });
    expect(
      screen.getByRole('heading', { level: 1, name: `Licence ${thisYear} (draft)` }),
    ).toHaveFocus();
    expect(scrolled).toEqual([]);
  });

  it('[UX-12] the review step says what is approved (materials, quantities, fee) before the terms and the submit button', async () => {
    const draft = draftAt(nordlicht, 'review', thisYear + 1, { plastics: 1_234.5, paper: 800 });
    await renderRoute(`${wizardPath(nordlicht)}?draft=${draft}&step=review`, {
      auth: new FakeAuth(USER_IDS.owner),
    });
    const submit = await screen.findByRole('button', { name: 'Submit licence' });
    const quantities = screen.getByRole('region', { name: 'Quantities' });
    expect(within(quantities).getByText('1,234.5 kg')).toBeInTheDocument();
    const gross = screen.getByTestId('quote-gross');
    const approve = screen.getByTestId('review-approve');
    expect(approve).toHaveTextContent(
      `You are submitting the licence ${thisYear + 1} for 2 materials (2,034.5 kg) at ${gross.textContent} in total.`,
    );
    const terms = screen.getByRole('checkbox', { name: /I accept the terms/ });
    // Document order is reading order, at every width: the tables, the price and the sentence
    // come before the terms, and the terms before the button.
    const before = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(before(quantities, gross)).toBe(true);
    expect(before(gross, approve)).toBe(true);
    expect(before(approve, terms)).toBe(true);
    expect(before(terms, submit)).toBe(true);
  });
});

describe('a quantity warning is about a value the user gave (UX-12)', () => {
  it('[UX-12][QTY-1] the quantities step does not warn about empty fields; a typed value far from last year’s licence warns for its material only', async () => {
    // Nordlicht licensed six materials this year; next year's draft has none yet.
    const draft = draftAt(nordlicht, 'quantities', thisYear + 1, {});
    const { user } = await renderRoute(`${wizardPath(nordlicht)}?draft=${draft}`, {
      auth: new FakeAuth(USER_IDS.owner),
    });
    await stepHeading('Step 3 of 4: Quantities');
    const plastics = await screen.findByRole('textbox', { name: /^Plastics/ });
    expect(screen.getByRole('button', { name: `Copy licence ${thisYear}` })).toBeInTheDocument();
    expect(screen.queryByText(/More than 50 % away/)).not.toBeInTheDocument();

    // Within half of last year's 8,420 kg: still no warning.
    await user.type(plastics, '8000');
    await user.tab();
    expect(screen.queryByText(/More than 50 % away/)).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^Paper/ }), '100');
    const warning = (
      await screen.findByText(`More than 50 % away from licence ${thisYear}`)
    ).closest('[role="alert"]') as HTMLElement;
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^Paper, paperboard, cardboard: 100 kg instead of .* \(-100%\)$/),
    ]);
  });

  it('[UX-12][QTY-1] quantities saved with the draft count as given: they warn when the step is opened again', async () => {
    const draft = draftAt(nordlicht, 'quantities', thisYear + 1, { plastics: 100 });
    await renderRoute(`${wizardPath(nordlicht)}?draft=${draft}`, {
      auth: new FakeAuth(USER_IDS.owner),
    });
    const warning = (
      await screen.findByText(`More than 50 % away from licence ${thisYear}`)
    ).closest('[role="alert"]') as HTMLElement;
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringMatching(/^Plastics: 100 kg instead of .* \(-99%\)$/)]);
  });
});
