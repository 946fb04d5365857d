import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, renderLayout } from '@/testing/render-app';
import { recordRequests, stopRecording } from '@/testing/request-log';
import { setScreenWidth } from '@/testing/screen-width';
import { COMPANY_IDS } from '../../../mocks/common/data/fixtures/companies';
import { SECTION_COUNTRIES } from '@/domain/vocabulary/countries';

// Alpenglück sells in Austria and Germany (mocks/main-api/data/fixtures/compliance.ts).
const OWNER_AT = COMPANY_IDS.alpenglueck;

/**
 * The navigation at `path`, in the app shell with stand-in pages; `whole` for a test that goes on
 * to the page a link opens.
 */
async function navAt(path: string, whole = false) {
  const app = whole ? await renderApp(path) : await renderLayout(path);
  await screen.findByRole('heading', { level: 1 });
  const nav = screen.getByRole('navigation', { name: 'Company navigation' });
  await within(nav).findByRole('heading', { level: 2, name: 'Your markets' });
  return { ...app, nav };
}

const section = (nav: HTMLElement, name: string) =>
  within(nav).getByRole('heading', { name }).closest('section')! as HTMLElement;
const linkNames = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => link.textContent);

let undo: () => void;
beforeEach(() => (undo = setScreenWidth(1280)));
afterEach(() => undo());

describe('[UX-5] the sidebar', () => {
  it('[UX-5] lists the company’s markets first; the other countries stay folded under “Other countries” until opened', async () => {
    const { nav, user } = await navAt(`/companies/${OWNER_AT}/dashboard`, true);
    const markets = section(nav, 'Your markets');
    const toggle = within(markets).getByRole('button', { name: 'Other countries' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(linkNames(markets)).toEqual(['Austria', 'Germany']);
    expect(within(nav).queryByRole('link', { name: 'France' })).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const others = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    // Every other country with pages of its own, in the vocabulary's order (EU-2: countries
    // are added by data, so the list is not written out here).
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    expect(linkNames(others)).toEqual(
      SECTION_COUNTRIES.filter((c) => c !== 'AT' && c !== 'DE').map((c) => names.of(c)),
    );
    expect(linkNames(others)).toEqual(expect.arrayContaining(['France', 'Italy', 'Netherlands']));
    await user.click(within(others).getByRole('link', { name: 'France' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'France: Packaging' }),
    ).toBeInTheDocument();
  });

  it('[UX-5] on another country’s page the list is open, so the current page shows in the navigation', async () => {
    const { nav } = await navAt(`/companies/${OWNER_AT}/dashboard/pl/packaging`);
    expect(within(nav).getByRole('button', { name: 'Other countries' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(nav).getByRole('link', { name: 'Poland' })).toHaveClass('active');
  });

  it('[UX-5] services come in groups with short labels, each link named in full', async () => {
    const { nav, user } = await navAt(`/companies/${OWNER_AT}/dashboard`);
    const services = section(nav, 'Services');
    // UX-14: those for none of the company's markets are folded: unfold them to see every group.
    await user.click(within(services).getByRole('button', { name: 'Other services' }));
    expect(
      within(services).getByRole('link', { name: 'Authorised representative' }),
    ).toHaveTextContent(/^Representative$/);
    const groups = within(services)
      .getAllByRole('heading', { level: 3 })
      .map((h) => [h.textContent, linkNames(h.closest('section')!)]);
    expect(groups).toEqual([
      ['Packaging licences', ['Germany', 'Austria']],
      ['WEEE registration', ['Germany', 'Austria']],
      ['Battery registration', ['Germany', 'Austria']],
      ['Spain', ['NIE/NIF application']],
    ]);
    // The visible label is part of the accessible name (WCAG 2.5.3), which says it all.
    for (const name of [
      'Packaging licence Germany',
      'WEEE registration Austria',
      'Battery registration Germany',
      'Spanish NIE/NIF application',
      'Authorised representative',
    ])
      expect(within(services).getByRole('link', { name })).toBeInTheDocument();
  });

  it('[UX-5] in English and German the labels are short enough for the column', async () => {
    const { nav, user } = await navAt(`/companies/${OWNER_AT}/dashboard`);
    await user.click(within(nav).getByRole('button', { name: 'Other services' }));
    for (const link of within(nav).getAllByRole('link'))
      expect((link.textContent ?? '').length).toBeLessThanOrEqual(22);
    await user.click(screen.getByRole('button', { name: /\bLanguage: / }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));
    await within(nav).findByRole('heading', { level: 2, name: 'Ihre Märkte' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent ?? '');
    expect(labels).toContain('NIE/NIF beantragen');
    expect(within(nav).getByRole('button', { name: 'Weitere Länder' })).toBeInTheDocument();
    // About 22 characters fit beside the icon in the 260 px column at the body2 size; every
    // label does, but for "Unternehmens­einstellungen", which carries a soft hyphen to break.
    for (const label of labels) expect(label.includes('\u00ad') || label.length <= 22).toBe(true);
    await waitFor(() =>
      expect(
        within(nav).getByRole('link', { name: 'WEEE-Registrierung Deutschland' }),
      ).toHaveTextContent('Deutschland'),
    );
  });

  it('[UX-5] for a company id that is not the user’s it asks for no markets and lists every country', async () => {
    const seen = recordRequests();
    try {
      await renderLayout('/companies/nope/dashboard');
      await screen.findByRole('heading', { level: 1 });
      expect(seen.filter((r) => r.path.endsWith('/obligations'))).toEqual([]);
    } finally {
      stopRecording();
    }
  });
});

describe('[UX-14] the sidebar’s services', () => {
  it('[UX-14] the services of the company’s markets come first; the rest are folded under “Other services”, a disclosure the keyboard opens and closes', async () => {
    // Alpenglück sells packaging in Austria and Germany: no WEEE, no batteries, not Spain.
    const { nav, user } = await navAt(`/companies/${OWNER_AT}/dashboard`);
    const services = section(nav, 'Services');
    const toggle = within(services).getByRole('button', { name: 'Other services' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(services).getByRole('link', { name: 'Packaging licence Germany' })).toBeVisible();
    expect(within(services).getByRole('link', { name: 'Packaging licence Austria' })).toBeVisible();
    for (const name of [/^WEEE registration/, /^Battery registration/, /NIE\/NIF/])
      expect(within(services).queryByRole('link', { name })).toBeNull();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const folded = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(linkNames(folded)).toEqual(
      expect.arrayContaining(['Germany', 'Austria', 'NIE/NIF application']),
    );
    expect(
      within(folded).getByRole('link', { name: 'Battery registration Germany' }),
    ).toBeVisible();
    // The company's own stay above the fold, not repeated in it.
    expect(within(folded).queryByRole('link', { name: /^Packaging licence/ })).toBeNull();

    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(
      within(services).queryByRole('link', { name: 'Battery registration Germany' }),
    ).toBeNull();
  });

  it('[UX-14] on the page of a folded service the list is open, so the current page shows', async () => {
    const { nav } = await navAt(`/companies/${OWNER_AT}/battery-de`);
    const toggle = within(nav).getByRole('button', { name: 'Other services' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Battery registration Germany' })).toHaveClass(
      'active',
    );
  });
});
