/**
 * The service texts' parts (HOUSE-6, issue 34): the top-level keys of `locales/<lng>/services.json`
 * that only one service's pages read. Maintainers edit the one file per language; the build ships
 * each part as a file of its own (`scripts/service-texts-loader.mjs`) and the rest of the file, the
 * texts every service page shares (status, price, upload, ...), as the `services` namespace. No
 * imports: webpack.config.ts reads this list too.
 */
export const SERVICE_PARTS = [
  'licensing',
  'registrations',
  'nieNif',
  'representative',
  'launcher',
] as const;

export type ServicePart = (typeof SERVICE_PARTS)[number];

/** The file of the shared texts, beside the parts' files. */
export const SERVICE_COMMON = 'common';
