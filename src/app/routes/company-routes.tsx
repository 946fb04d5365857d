import { redirect, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { gateLoader } from '@/shared/feature-flags/gate-loader';
import type { RouteHandle } from '@/shared/lib/route-handle';
import { paths } from '@/shared/paths';
import { GENERIC_COUNTRY, SECTIONS, type CompanySection } from '@/shared/sections';
import { RouteError } from './route-error';
import { companyLoader } from '@/features/company/company-loader';
import { countryCodeLoader } from '@/features/dashboard/routes/country-code-loader';
import { below, type RouteKit } from './route-kit';
import { COUNTRY_NAMESPACES, COUNTRY_PAGE, SECTION_PAGES, countryStreams } from './section-pages';

const c = paths.company;

/** A section of `SECTIONS` at its address, with its page, loader and subpages (`SECTION_PAGES`). */
function sectionRoute(kit: RouteKit, section: CompanySection): RouteObject {
  const { page, namespaces, loader, subpages, layout } = SECTION_PAGES[section.id];
  const lazy = kit.lazy(page, namespaces);
  const children = subpages?.(kit, lazy);
  const own = loader?.(kit);
  // A section behind a feature flag: the gate decides first (FLAG-3), then the section's loader.
  const gate = section.flag ? kit.signedIn(gateLoader(kit.store, section)) : undefined;
  const both: LoaderFunction | undefined =
    gate && own ? async (args) => (await gate(args)) ?? own(args) : (gate ?? own);
  return {
    path: below(c.root, section.path),
    handle: { section: section.id } satisfies RouteHandle,
    ...(both ? { loader: both } : {}),
    ...(children ? { children } : {}),
    ...(!children || layout ? { lazy } : {}),
  };
}

/**
 * `/companies/:companyId?/...`: the company loader (LOADER-1 to LOADER-6), then every section of
 * the sections table, the profile with the company's context and the generic country section.
 */
export function companyRoutes(kit: RouteKit, profilePage: RouteObject['lazy'] | null): RouteObject {
  return {
    id: 'company',
    path: below(paths.home, c.root),
    loader: kit.signedIn(companyLoader(kit.store)),
    errorElement: <RouteError nested />,
    children: [
      { index: true, loader: () => redirect(below(c.root, c.dashboard)), element: null },
      ...SECTIONS.map((section) => sectionRoute(kit, section)),
      // The profile with the company's context (UX-5): switcher and navigation stay.
      ...(profilePage ? [{ path: below(c.root, c.profile), lazy: profilePage }] : []),
      {
        path: below(c.root, c.country),
        loader: countryCodeLoader,
        children: countryStreams(GENERIC_COUNTRY)(kit, kit.lazy(COUNTRY_PAGE, COUNTRY_NAMESPACES)),
      },
    ],
  };
}
