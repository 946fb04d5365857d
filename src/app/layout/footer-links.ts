import type { AppConfig } from '@/shared/config/config';
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

/**
 * The footer's links. External pages live on the provider's website and the content
 * delivery host, both from the runtime config, in the current language.
 */
export function footerColumns(
  cfg: Pick<AppConfig, 'websiteUrl' | 'cdnUrl'>,
  language: string,
  support: { companyId: string | null; externalUrl: string },
): FooterColumn[] {
  const site = (path: string) => `${cfg.websiteUrl}/${language}/${path}`;
  const doc = (name: string) => `${cfg.cdnUrl}/legal/${language}/${name}.pdf`;
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
          href: support.companyId ? companyPaths(support.companyId).support : support.externalUrl,
          newTab: true,
        },
      ],
    },
    {
      key: 'legal',
      links: [
        { key: 'accountTerms', href: doc('account-terms'), newTab: true },
        { key: 'marketplaceTerms', href: doc('marketplace-terms'), newTab: true },
        { key: 'generalTerms', href: doc('general-terms'), newTab: true },
        { key: 'reportIllegalContent', href: paths.reportIllegalContent },
      ],
    },
  ];
}

export const imprintUrl = (cfg: Pick<AppConfig, 'websiteUrl'>, language: string) =>
  `${cfg.websiteUrl}/${language}/imprint`;
