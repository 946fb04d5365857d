import { screen, waitFor, within } from '@testing-library/react';
import { config } from '@/shared/config/config';
import { FakeAuth } from '@/testing/fake-auth';
import { renderApp, renderLayout } from '@/testing/render-app';
import { COMPANY_IDS } from '../../../mocks/common/data/fixtures/companies';

const OWNER_AT = COMPANY_IDS.alpenglueck;
const OWNER_DE = COMPANY_IDS.nordlicht;
const site = (language: string, path: string) => `${config.websiteUrl}/${language}/${path}`;

/** The footer under stand-in pages; `whole` to follow a link and assert the real page. */
async function footerAt(path: string, auth = new FakeAuth(), whole = false) {
  const app = whole ? await renderApp(path, { auth }) : await renderLayout(path, { auth });
  await screen.findByRole('heading', { level: 1 });
  const footer = screen.getByRole('contentinfo');
  return { ...app, footer };
}

/** The links listed under one column heading of the footer. */
function column(footer: HTMLElement, heading: string) {
  const title = within(footer).getByRole('heading', { level: 2, name: heading });
  const list = title.parentElement!.querySelector('ul')!;
  return within(list)
    .getAllByRole('link')
    .map((link) => ({
      name: link.textContent,
      href: link.getAttribute('href'),
      target: link.getAttribute('target'),
    }));
}

const newTab = (name: string, href: string) => ({ name, href, target: '_blank' });

function expectMarketingFooter(footer: HTMLElement, language: string, support: string) {
  // Logo: the product mark and name.
  expect(within(footer).getByText('EPR Compliance')).toBeInTheDocument();
  expect(footer.querySelector('svg')).not.toBeNull();

  // Newsletter.
  expect(
    within(footer).getByRole('heading', { level: 2, name: 'Stay up to date' }),
  ).toBeInTheDocument();
  expect(
    within(footer).getByText(
      'Deadlines, law changes and new country services, once a month in your inbox.',
    ),
  ).toBeInTheDocument();
  expect(within(footer).getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
    'href',
    '/newsletter-subscribe',
  );

  expect(column(footer, 'About')).toEqual([
    newTab('About us', site(language, 'about-us')),
    newTab('Corporate group', site(language, 'corporate-group')),
    newTab('Recycling service', site(language, 'recycling-service')),
  ]);
  expect(column(footer, 'Help')).toEqual([
    newTab('Blog', site(language, 'blog')),
    newTab('FAQ', site(language, 'faq')),
    newTab('Support', support),
  ]);
  // UX-9: the legal texts where the runtime config says; locally the app's own pages.
  const own = (name: string, href: string) => ({ name, href, target: null });
  expect(column(footer, 'Legal')).toEqual([
    own('Account terms', '/terms#terms-account'),
    own('Marketplace terms', '/terms#terms-marketplace'),
    own('General terms', '/terms#terms-general'),
    own('Report illegal content', '/report-illegal-content'),
  ]);

  expect(within(footer).getByRole('link', { name: 'Privacy policies' })).toHaveAttribute(
    'href',
    '/privacy-policies',
  );
  expect(within(footer).getByRole('link', { name: 'Imprint' })).toHaveAttribute('href', '/imprint');
  expect(within(footer).getByRole('link', { name: 'Contact' })).toHaveAttribute(
    'href',
    '/imprint#imprint-contact',
  );
  const network = within(footer).getByRole('link', { name: 'LinkedIn' });
  expect(network).toHaveAttribute('href', config.professionalNetworkUrl);
  expect(network).toHaveAttribute('target', '_blank');

  // Every link that leaves the app: on the provider's website, in the current language (the
  // professional network aside), and never able to reach back (noopener).
  for (const link of within(footer).getAllByRole('link')) {
    const href = link.getAttribute('href')!;
    if (href.startsWith('/')) continue;
    if (link.getAttribute('target') === '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    if (href === config.professionalNetworkUrl) continue;
    expect(href.startsWith(`${config.websiteUrl}/${language}/`)).toBe(true);
  }
}

describe('[UI-4] the footer', () => {
  it('[UI-4][UI-5] on a public page, signed in: every column, link and address; support is the external address', async () => {
    const { footer } = await footerAt('/privacy-policies');
    expectMarketingFooter(footer, 'en', `${config.websiteUrl}/en/support`);
  });

  it('[UI-4][UI-5] on a public page, signed out: the same footer; support is the translated external address', async () => {
    const { footer } = await footerAt('/privacy-policies', new FakeAuth(null));
    expectMarketingFooter(footer, 'en', `${config.websiteUrl}/en/support`);
  });

  it('[UI-5][UX-9] on a signed-in page without a company in the address, support is the external address', async () => {
    const { footer } = await footerAt('/account/profile');
    expect(within(footer).getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      `${config.websiteUrl}/en/support`,
    );
  });

  it('[UI-4] the subscribe button goes to /newsletter-subscribe in the app', async () => {
    const { footer, user, router } = await footerAt('/privacy-policies', new FakeAuth(null), true);
    await user.click(within(footer).getByRole('link', { name: 'Subscribe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/newsletter-subscribe'));
    expect(
      await screen.findByRole('heading', { level: 1, name: /newsletter/i }),
    ).toBeInTheDocument();
  });

  it.each([
    ['Report illegal content', '/report-illegal-content', 'Report illegal content'],
    ['Privacy policies', '/privacy-policies', 'Privacy policy'],
    ['Imprint', '/imprint', 'Imprint'],
    ['General terms', '/terms', 'Terms'],
  ])(
    '[UI-4][UX-9] %s opens %s inside the app, without reloading the page',
    async (name, path, heading) => {
      const { footer, user, router } = await footerAt('/disclaimer', new FakeAuth(null), true);
      await user.click(within(footer).getByRole('link', { name }));
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    },
  );

  it('[UI-5] switching company moves the support link to the new company', async () => {
    const { footer, router } = await footerAt(`/companies/${OWNER_AT}/dashboard`);
    await router.navigate(`/companies/${OWNER_DE}/dashboard`);
    await waitFor(() =>
      expect(within(footer).getByRole('link', { name: 'Support' })).toHaveAttribute(
        'href',
        `/companies/${OWNER_DE}/support`,
      ),
    );
  });

  it('[UI-4][UI-5] after switching to German: German texts, addresses in de, support at the German external address', async () => {
    const { user } = await footerAt('/privacy-policies', new FakeAuth(null));
    await user.click(screen.getByRole('button', { name: /\bLanguage: / }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));

    const footer = screen.getByRole('contentinfo');
    expect(
      await within(footer).findByRole('heading', {
        level: 2,
        name: 'Bleiben Sie auf dem Laufenden',
      }),
    ).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      `${config.websiteUrl}/de/support`,
    );
    expect(within(footer).getByRole('link', { name: 'Abonnieren' })).toHaveAttribute(
      'href',
      '/newsletter-subscribe',
    );
    expect(within(footer).getByRole('link', { name: 'Über uns' })).toHaveAttribute(
      'href',
      site('de', 'about-us'),
    );
    expect(within(footer).getByRole('link', { name: 'AGB' })).toHaveAttribute(
      'href',
      '/terms#terms-general',
    );
    expect(within(footer).getByRole('link', { name: 'Impressum' })).toHaveAttribute(
      'href',
      '/imprint',
    );
    expect(
      within(footer).getByRole('link', { name: 'Rechtswidrige Inhalte melden' }),
    ).toHaveAttribute('href', '/report-illegal-content');
    expect(within(footer).getByRole('link', { name: 'Datenschutzerklärungen' })).toHaveAttribute(
      'href',
      '/privacy-policies',
    );
  });

  it('[UI-5][UX-9] after switching to German on a company page, support still opens the company’s page', async () => {
    const { user } = await footerAt(`/companies/${OWNER_AT}/dashboard`);
    await user.click(screen.getByRole('button', { name: /\bLanguage: / }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));
    const footer = screen.getByRole('contentinfo');
    await within(footer).findByRole('link', { name: 'Impressum' });
    expect(within(footer).getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      `/companies/${OWNER_AT}/support`,
    );
  });
});

describe('[UX-9] the signed-in app’s legal line', () => {
  it('[UX-9][UI-5] a company page ends with one line of legal links, not the marketing footer; support opens the company’s page in a new tab', async () => {
    const { footer } = await footerAt(`/companies/${OWNER_AT}/dashboard`);
    expect(within(footer).queryByRole('heading')).toBeNull();
    expect(within(footer).queryByRole('link', { name: 'Subscribe' })).toBeNull();
    const links = within(footer)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')]);
    expect(links).toEqual([
      ['Imprint', '/imprint', null],
      ['Privacy policies', '/privacy-policies', null],
      ['General terms', '/terms#terms-general', null],
      ['Contact', '/imprint#imprint-contact', null],
      ['Support', `/companies/${OWNER_AT}/support`, '_blank'],
    ]);
    expect(within(footer).getByRole('link', { name: 'Support' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} EPR Compliance`);
  });

  it('[UX-9] the imprint link opens the app’s imprint with its contact details', async () => {
    const { footer, user, router } = await footerAt(
      `/companies/${OWNER_AT}/dashboard`,
      new FakeAuth(),
      true,
    );
    await user.click(within(footer).getByRole('link', { name: 'Contact' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/imprint'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Imprint' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Contact' })).toHaveAttribute(
      'id',
      'imprint-contact',
    );
  });
});
