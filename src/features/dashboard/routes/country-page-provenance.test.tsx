import { configure, screen, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render-app';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { referenceFixture } from '../../../../mocks/main-api/data/fixtures/reference';

// Whole pages through the real route tree, which load the reference texts: slow on a busy machine.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const { alpenglueck, nordlicht } = COMPANY_IDS;
const page = (companyId: string, country: string, stream: string) =>
  `/companies/${companyId}/dashboard/${country}/${stream}`;
const statusBlock = () => screen.findByTestId('obligation-status');

describe('sources and marks (UX-9)', () => {
  const ruleOf = (country: string, stream: string) =>
    referenceFixture.rules.find((r) => r.country === country && r.stream === stream)!;
  /** The facts the page shows with a mark, besides the deadlines. */
  const SHOWN = [
    'legalBasis',
    'since',
    'fines',
    'register',
    'schemes',
    'authorisedRepresentative',
    'reportingFrequency',
  ];

  it('[UX-9][RULE-1][EU-5] the sources once, at the end, as links, with the day the rule was last checked; a mark beside each unconfirmed fact shown', async () => {
    await renderRoute(page(nordlicht, 'de', 'weee'));
    await statusBlock();
    const note = screen.getByTestId('sources-note');
    expect(within(note).getByRole('heading', { level: 2, name: 'Sources' })).toBeInTheDocument();
    const rule = ruleOf('DE', 'weee');
    const expected = new Set([
      ...rule.sources,
      ...rule.deadlines.flatMap((d) => (d.source ? [d.source] : [])),
    ]);
    const hrefs = within(note)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    // Every source once; beside them only the official texts of the provisions shown.
    for (const url of expected) expect(hrefs.filter((h) => h === url)).toHaveLength(1);
    const official = new Set(Object.values(rule.bases).map((b) => b.url));
    for (const href of hrefs) expect(expected.has(href!) || official.has(href!)).toBe(true);
    // EU-5: the day this rule was last checked against its sources.
    expect(rule.checked).toBe('2026-11-28');
    expect(
      screen.getAllByText(/This rule was last checked against its sources on Nov 28, 2026\./),
    ).toHaveLength(1);
    // Every fact shown without a primary basis is marked, each such deadline too.
    const shown = rule.marks.filter(
      (m) => SHOWN.includes(m.fact) || m.fact.startsWith('deadline:'),
    );
    expect(screen.getAllByTestId('unconfirmed')).toHaveLength(shown.length);
    expect(
      screen
        .getByText(/Guarantee for b2c equipment/)
        .closest('li')!
        .querySelector('details'),
    ).toHaveTextContent('Unconfirmed');
    expect(screen.queryByText(/not confirmed by an official source yet$/)).toBeNull();
    expect(note).toHaveTextContent(
      '“Unconfirmed”: no official source has confirmed this fact yet.',
    );
  });

  it('[UX-9][RULE-1] each fact the data marks is marked where it shows, and only those (Austria)', async () => {
    await renderRoute(page(alpenglueck, 'at', 'packaging'));
    await statusBlock();
    const marked = ruleOf('AT', 'packaging').marks.map((m) => m.fact);
    expect(marked).toContain('fines');
    const factOf = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
    for (const [fact, label] of [
      ['register', 'Register'],
      ['fines', 'Penalties'],
      ['legalBasis', 'Legal basis'],
    ] as const) {
      const unconfirmed = within(factOf(label)).queryByText('Unconfirmed');
      expect({ fact, marked: unconfirmed !== null }).toEqual({
        fact,
        marked: marked.includes(fact),
      });
    }
  });

  it('[RULE-1] a verified deadline shows its provision, the quote and its English gloss on demand; the note links it once', async () => {
    const { user } = await renderRoute(page(alpenglueck, 'at', 'packaging'));
    await statusBlock();
    const basis = ruleOf('AT', 'packaging').bases['deadline:at-packaging-self-take-back-report']!;
    const label = `${basis.act} ${basis.provision}`;
    const row = screen.getByText(/Yearly report to the EDM/).closest('li')!;
    const fold = within(row).getByTestId('provision');
    const summary = within(fold).getByText(label, { selector: 'summary' });
    expect(fold).not.toHaveAttribute('open');
    await user.click(summary);
    expect(fold).toHaveAttribute('open');
    expect(within(fold).getByText(basis.quote)).toHaveAttribute('lang', 'de');
    expect(fold).toHaveTextContent(`In English: ${basis.gloss}`);
    // The link once per page, in the sources note, not on the row.
    expect(within(row).queryByRole('link')).toBeNull();
    const links = within(screen.getByTestId('provisions')).getAllByRole('link', { name: label });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', basis.url);
  });

  it('[RULE-1] an unconfirmed fact gives its reason on demand: the research note where one was written', async () => {
    await renderRoute(page(alpenglueck, 'at', 'packaging'));
    await statusBlock();
    const note = ruleOf('AT', 'packaging').marks.find(
      (m) => m.fact === 'deadline:at-packaging-commercial-annual-report',
    )!.note!;
    const folds = screen.getAllByTestId('unconfirmed');
    const annual = folds.find((fold) => fold.textContent!.includes(note))!;
    expect(annual).toHaveTextContent(`The official text was looked for and not found. ${note}`);
    expect(within(annual).getByText(note)).toHaveAttribute('lang', 'en');
    // A fact nobody researched yet says so.
    const factOf = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(factOf('Penalties')).toHaveTextContent('Not yet checked against the official text.');
  });

  it('[RULE-1] German packaging: each duty and deadline with a primary basis names its provision; one link per provision', async () => {
    await renderRoute(page(alpenglueck, 'de', 'packaging'));
    const status = await statusBlock();
    const { bases } = ruleOf('DE', 'packaging');
    // The label: the act's short name where it gives one in brackets, and the provision.
    const label = (fact: string) => {
      const basis = bases[fact]!;
      return `${/\(([^)]+)\)/.exec(basis.act)?.[1] ?? basis.act} ${basis.provision}`;
    };
    const duty = (name: string) =>
      within(status).getByText(name, { selector: 'li p' }).closest('li')!;
    expect(within(duty('Registration')).getByTestId('provision')).toHaveTextContent(
      label('duty:registration'),
    );
    expect(within(duty('System participation')).getByTestId('provision')).toHaveTextContent(
      label('duty:systemParticipation'),
    );
    const declaration = screen.getByText(/Declaration of completeness/, { selector: 'li' });
    expect(within(declaration).getByTestId('provision')).toHaveTextContent(
      label('deadline:de-packaging-declaration-of-completeness'),
    );
    // Each provision shown is linked once, in the sources note, to its official text.
    const provisions = screen.getByTestId('provisions');
    for (const fact of ['duty:registration', 'duty:systemParticipation']) {
      const links = within(provisions).getAllByRole('link', { name: label(fact) });
      expect(links).toHaveLength(1);
      expect(links[0]).toHaveAttribute('href', bases[fact]!.url);
    }
  });
});
