/** The footer's link table and the legal addresses the runtime config gives it, without a screen. */
import { LOCAL_LEGAL_URLS, resolveConfig } from '@/shared/config/config';
import { footerColumns } from './footer-links';

describe('[UI-4][UX-9] the footer’s link table', () => {
  it('[UI-4][UI-5] the link table builds addresses from the config it is given', () => {
    const cfg = {
      websiteUrl: 'https://site.test',
      legal: {
        ...LOCAL_LEGAL_URLS,
        terms: 'https://cdn.test/legal/{lang}/general-terms.pdf',
        accountTerms: 'https://cdn.test/legal/{lang}/account-terms.pdf',
      },
    };
    const columns = footerColumns(cfg, 'fr', {
      companyId: 'cmp/x',
      externalUrl: 'https://site.test/fr/support',
    });
    const hrefs = Object.fromEntries(columns.flatMap((c) => c.links.map((l) => [l.key, l.href])));
    expect(hrefs).toEqual({
      aboutUs: 'https://site.test/fr/about-us',
      corporateGroup: 'https://site.test/fr/corporate-group',
      recyclingService: 'https://site.test/fr/recycling-service',
      blog: 'https://site.test/fr/blog',
      faq: 'https://site.test/fr/faq',
      support: '/companies/cmp%2Fx/support',
      accountTerms: 'https://cdn.test/legal/fr/account-terms.pdf',
      marketplaceTerms: '/terms#terms-marketplace',
      generalTerms: 'https://cdn.test/legal/fr/general-terms.pdf',
      reportIllegalContent: '/report-illegal-content',
    });
    expect(
      footerColumns(cfg, 'es', { companyId: null, externalUrl: 'https://site.test/es/support' })[1]!
        .links[2]!.href,
    ).toBe('https://site.test/es/support');
    // A configured address opens in a new tab, the app's own page in the same one.
    const legal = columns.find((c) => c.key === 'legal')!.links;
    expect(legal.map((l) => [l.key, Boolean(l.newTab)])).toEqual([
      ['accountTerms', true],
      ['marketplaceTerms', false],
      ['generalTerms', true],
      ['reportIllegalContent', false],
    ]);
  });

  it('[UX-9] the runtime config sets the legal addresses; {lang} takes the language; no placeholder domain by default', () => {
    const local = resolveConfig(undefined, 'https://app.test');
    expect(local.legal).toEqual(LOCAL_LEGAL_URLS);
    for (const url of Object.values(local.legal)) expect(url.startsWith('/')).toBe(true);
    const deployed = resolveConfig(
      { legal: { imprint: 'https://www.provider.test/{lang}/imprint', privacy: '  ' } },
      'https://app.test',
    );
    expect(deployed.legal.imprint).toBe('https://www.provider.test/{lang}/imprint');
    // An empty value keeps the default.
    expect(deployed.legal.privacy).toBe('/privacy-policies');
    const columns = footerColumns(
      {
        websiteUrl: 'https://www.provider.test',
        legal: { ...deployed.legal, terms: 'https://cdn.provider.test/{lang}/terms.pdf' },
      },
      'de',
      { companyId: null, externalUrl: '' },
    );
    expect(columns[2]!.links[2]).toEqual({
      key: 'generalTerms',
      href: 'https://cdn.provider.test/de/terms.pdf',
      newTab: true,
    });
  });
});
