import { legalUrl, type AppConfig } from '@/shared/config/config';
import { companyPaths, paths } from '@/shared/paths';

type FooterLinkKey =
  | 'aboutUs'
  | 'corporateGroup'
  | 'recyclingService'
  | 'blog'
  | 'faq'
  | 'support'
  | 'accountTerms'
  | 'marketplaceTerms'
  | 'generalTerms'
  | 'reportIllegalContent';

export interface FooterLink {
  /** Translation key under `footer:links`. */
  key: FooterLinkKey;
  href: string;
  /** Opens in a new tab (external pages, the support page). */
  newTab?: boolean;
}

export interface FooterColumn {
  key: 'about' | 'help' | 'legal';
  links: FooterLink[];
}

/** An address outside this app: opened in a new tab. */
export const isExternal = (href: string) => !href.startsWith('/');

/**
 * The footer's links. External pages live on the provider's website, the legal texts where the
 * runtime config's `legal` says (the app's own legal pages locally), in the current language.
 */
export function footerColumns(
  cfg: Pick<AppConfig, 'websiteUrl' | 'legal'>,
  language: string,
  support: { companyId: string | null; externalUrl: string },
): FooterColumn[] {
  const site = (path: string) => `${cfg.websiteUrl}/${language}/${path}`;
  const legal = (
    key: 'accountTerms' | 'marketplaceTerms' | 'terms',
  ): Pick<FooterLink, 'href' | 'newTab'> => {
    const href = legalUrl(cfg, key, language);
    return { href, newTab: isExternal(href) };
  };
  return [
    {
      key: 'about',
      links: [
        { key: 'aboutUs', href: site('about-us'), newTab: true },
        { key: 'corporateGroup', href: site('corporate-group'), newTab: true },
        { key: 'recyclingService', href: site('recycling-service'), newTab: true },
      ],
    },
    {
      key: 'help',
      links: [
        { key: 'blog', href: site('blog'), newTab: true },
        { key: 'faq', href: site('faq'), newTab: true },
        {
          key: 'support',
          href: supportHref(support),
          newTab: true,
        },
      ],
    },
    {
      key: 'legal',
      links: [
        { key: 'accountTerms', ...legal('accountTerms') },
        { key: 'marketplaceTerms', ...legal('marketplaceTerms') },
        { key: 'generalTerms', ...legal('terms') },
        { key: 'reportIllegalContent', href: paths.reportIllegalContent.href() },
      ],
    },
  ];
}

/** The support link (UI-5): the company's support page when there is a company, else the site's. */
export const supportHref = (support: { companyId: string | null; externalUrl: string }) =>
  support.companyId ? companyPaths(support.companyId).support : support.externalUrl;
