import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import type { Deadline } from '@/shared/contract/main/obligations';
import { ruleFor } from '@/shared/contract/reference';
import { formatDate } from '@/shared/i18n/format';
import { FakeAuth } from '@/testing/fake-auth';
import { renderPages, renderRoute } from '@/testing/render-app';
import { setScreenWidth } from '@/testing/screen-width';
import { server } from '../../../../mocks/common/node';
import { featureFlags } from '../../../../mocks/common/data/db';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';
import { referenceFixture } from '../../../../mocks/main-api/data/fixtures/reference';
import { fallbackActions } from '../components/obligation-action';

// Whole routes with their reference texts: slow on a busy 2-core machine.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const { nordlicht, rheinperle } = COMPANY_IDS;
const dashboard = (companyId: string) => `/companies/${companyId}/dashboard`;

let restoreWidth: (() => void) | null = null;
afterEach(() => {
  restoreWidth?.();
  restoreWidth = null;
});

const precedes = (a: Element, b: Element) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

const AS_OF = '2026-03-01';
const deadline = (
  ruleId: string,
  dueDate: string,
  status: Deadline['status'],
  country = 'DE',
  stream: Deadline['stream'] = 'packaging',
): Deadline => ({
  id: `${ruleId}:${dueDate}`,
  ruleId,
  kind: 'report',
  country,
  stream,
  dueDate,
  periodStart: null,
  periodEnd: null,
  status,
  fileable: true,
  reportId: null,
});
const DEADLINES = [
  deadline('de-packaging-year-end-report', '2026-02-26', 'overdue'),
  deadline('de-packaging-declaration-of-completeness', '2026-03-02', 'dueSoon'),
  deadline('at-weee-quarterly-report', '2026-03-18', 'open', 'AT', 'weee'),
];

/** The deadlines answer with a fixed today, so "in 17 days" does not depend on the clock. */
const fixedDeadlines = () =>
  server.use(
    http.get(`${config.mainApiUrl}/companies/:companyId/deadlines`, () =>
      HttpResponse.json({
        data: { asOf: AS_OF, from: AS_OF, to: '2026-12-31', deadlines: DEADLINES },
      }),
    ),
  );

const nextSection = async (heading: string) => {
  const section = (await screen.findByRole('heading', { name: heading })).closest(
    'section',
  ) as HTMLElement;
  await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(3));
  return section;
};

describe('a dashboard that tells: deadlines (UX-14)', () => {
  it.each([1280, 375])(
    '[UX-14] at %i px the next deadlines run full width, each title on one line (ellipsis, full title kept), before the company',
    async (width) => {
      restoreWidth = setScreenWidth(width);
      fixedDeadlines();
      await renderRoute(dashboard(nordlicht));
      const next = await nextSection('Next deadlines (90 days)');
      // Full width: no half-width grid column, and the company card comes after, not beside.
      expect(next.closest('.MuiGrid-root')).toBeNull();
      expect(precedes(next, screen.getByTestId('current-company'))).toBe(true);
      const titles = within(next).getAllByTestId('deadline-title');
      expect(titles.map((title) => title.textContent)).toEqual([
        'Year-end report to your dual system',
        'Declaration of completeness (above the thresholds)',
        'Quarterly quantities of equipment placed on the market',
      ]);
      for (const title of titles) {
        expect(title).toHaveStyle({
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          display: 'block',
        });
        // The whole title stays: the link's name and its tooltip.
        expect(title).toHaveAttribute('title', title.textContent);
        expect(title).toHaveAccessibleName(title.textContent!);
      }
    },
  );

  it('[UX-14] each deadline says how far it is ("3 days overdue", "tomorrow", "in 17 days") beside its date', async () => {
    fixedDeadlines();
    await renderRoute(dashboard(nordlicht));
    const next = await nextSection('Next deadlines (90 days)');
    const when = within(next)
      .getAllByTestId('deadline-when')
      .map((w) => w.textContent);
    expect(when).toEqual([
      `${formatDate('2026-02-26', 'en')}3 days overdue`,
      `${formatDate('2026-03-02', 'en')}tomorrow`,
      `${formatDate('2026-03-18', 'en')}in 17 days`,
    ]);
    // No row says only its state.
    expect(within(next).queryByText('Upcoming')).not.toBeInTheDocument();
  });

  it('[UX-14][I18N-1] in German the relative dates are German, from Intl in the user’s language', async () => {
    fixedDeadlines();
    await renderRoute(dashboard(nordlicht), { language: 'de' });
    const next = await nextSection('Nächste Fristen (90 Tage)');
    expect(
      within(next)
        .getAllByTestId('deadline-when')
        .map((w) => w.textContent),
    ).toEqual([
      `${formatDate('2026-02-26', 'de')}3 Tage überfällig`,
      `${formatDate('2026-03-02', 'de')}morgen`,
      `${formatDate('2026-03-18', 'de')}in 17 Tagen`,
    ]);
  });
});

describe('a dashboard that tells: counts (UX-14)', () => {
  it('[UX-14] the counts count only the cells the matrix shows: each number is the number of its cells', async () => {
    await renderRoute(dashboard(nordlicht));
    const table = await screen.findByRole('table', {
      name: 'Obligations by country and product stream',
    });
    // Nordlicht's markets have no batteries nor textiles: those columns are hidden.
    expect(screen.getByTestId('hidden-streams')).toBeInTheDocument();
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent)
      .filter(Boolean);
    const counts = within(screen.getByRole('list', { name: 'Obligations by status' }))
      .getAllByRole('listitem')
      .map((i) => /^(.*): (\d+)$/.exec(i.textContent!)!.slice(1));
    expect(counts.length).toBeGreaterThan(0);
    for (const [status, count] of counts)
      expect([status, cells.filter((c) => c === status).length]).toEqual([status, Number(count)]);
    expect(counts.reduce((sum, [, n]) => sum + Number(n), 0)).toBe(cells.length);
  });
});

describe('a dashboard that tells: every obligation moves forward (UX-14)', () => {
  afterEach(() => featureFlags.setForUser(USER_IDS.owner, { ame_enabled: true }));

  it('[UX-14] without the representative service, Austria’s row offers the register’s guide and recording a registration made elsewhere, support only beside them', async () => {
    featureFlags.setForUser(USER_IDS.owner, { ame_enabled: false });
    await renderRoute(dashboard(nordlicht));
    const todo = await screen.findByTestId('todo');
    const row = within(todo).getByText('Austria · Packaging').closest('li') as HTMLElement;
    const guide = await within(row).findByRole('link', {
      name: 'Read the guide: Austria · Packaging (opens in a new tab)',
    });
    expect(guide).toHaveAttribute(
      'href',
      ruleFor(referenceFixture, 'AT', 'packaging')!.register!.url,
    );
    expect(guide).toHaveAttribute('target', '_blank');
    expect(
      within(row).getByRole('link', { name: 'Done elsewhere? Record it: Austria · Packaging' }),
    ).toHaveAttribute('href', `${dashboard(nordlicht)}/at/packaging#registration`);
    // An own representative cannot be recorded without that service: support stays, last.
    expect(
      within(row)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Read the guide', 'Done elsewhere? Record it', 'Ask support']);
  });

  it('[UX-14] "Done elsewhere? Record it" lands on the country page’s card where it is recorded', async () => {
    featureFlags.setForUser(USER_IDS.owner, { ame_enabled: false });
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      // The link leads to another page: the route tree (no layouts).
      const { user } = await renderPages(dashboard(nordlicht));
      const todo = await screen.findByTestId('todo');
      await user.click(
        await within(todo).findByRole('link', {
          name: 'Done elsewhere? Record it: Austria · Packaging',
        }),
      );
      const card = await screen.findByRole('heading', { name: 'Register and registration number' });
      await waitFor(() => expect(scrolled).toContain(card.closest('section')));
      // Its form, where the number of a registration made elsewhere goes (Austria's GLN).
      const section = card.closest('section')!;
      expect(await within(section).findByRole('textbox', { name: /^GLN/ })).toBeVisible();
      expect(within(section).getByRole('button', { name: 'Save number' })).toBeVisible();
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('[UX-14][FLAG-3] with every service flag off no row offers a gated service, and none only support', async () => {
    await renderRoute(dashboard(rheinperle), { auth: new FakeAuth(USER_IDS.flagsOff) });
    const todo = await screen.findByTestId('todo');
    const rows = within(todo).getAllByRole('listitem');
    await waitFor(() => expect(within(rows[0]!).getAllByRole('link').length).toBeGreaterThan(1));
    for (const row of rows) {
      const hrefs = within(row)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')!);
      expect(hrefs.some((href) => !href.endsWith('/support'))).toBe(true);
      expect(hrefs.some((href) => href.endsWith('#registration'))).toBe(true);
    }
  });
});

describe('fallback actions where we cover no rules (UX-14)', () => {
  it('[UX-14] a country without rules of its own gets its page (the EU baseline, the sources) beside support, never support alone', () => {
    expect(
      fallbackActions(
        { kind: 'contactSupport' },
        { country: 'GR', stream: 'packaging', ruleCountry: 'EU' },
        undefined,
        'c-1',
      ),
    ).toEqual([
      { kind: 'guide', href: '/companies/c-1/dashboard/gr/packaging', external: false },
      { kind: 'contactSupport', to: '/companies/c-1/support' },
    ]);
  });

  it('[UX-14] a register without a web page of its own: the rule’s first source is the guide', () => {
    const rule = {
      register: { name: 'R', authority: 'A', url: null },
      sources: ['https://law.example/act'],
    };
    expect(
      fallbackActions(
        { kind: 'startService', service: 'weee-at' },
        { country: 'AT', stream: 'weee', ruleCountry: 'AT' },
        rule,
        'c-1',
      ),
    ).toEqual([
      { kind: 'guide', href: 'https://law.example/act', external: true },
      { kind: 'recordElsewhere', to: '/companies/c-1/dashboard/at/weee#registration' },
    ]);
  });
});
