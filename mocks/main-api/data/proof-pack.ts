/**
 * PROOF-1: the marketplace proof pack: every registration number a company holds (the numbers
 * table: recorded on the country pages, issued or taken over by our registrations), named by the
 * reference data's label and register, with the register's public lookup where one exists, and
 * the brands registered under it (German WEEE: per equipment type, ear; other producer
 * registrations: the order's brands). As JSON for the page, CSV and PDF for the downloads, the
 * texts in the user's language (the app's own locale files).
 */
import { contentDisposition } from '../../../src/shared/contract/content-disposition';
import type {
  ProofBrand,
  ProofEntry,
  ProofPack,
} from '../../../src/shared/contract/main/proof-pack';
import {
  countryOfService,
  streamOfService,
} from '../../../src/shared/contract/main/producer-registrations';
import { STREAMS, ruleFor } from '../../../src/shared/contract/reference';
import { today } from '../../../src/domain/schedule';
import { countryName } from '../../../src/shared/i18n/format';
import { proofLine, proofTexts, PROOF_TEXT_KINDS } from '../../../src/shared/proof/proof-texts';
import { csvLines } from '../../../src/shared/lib/csv';
import { appTextsIn } from './app-texts';
import { registrationsOf } from './compliance';
import { companies } from '../../common/data/db';
import { referenceFixture } from './fixtures/reference';
import { wrapText, simplePdf } from './pdf';
import { processes } from './processes';
import { registrations as producerRegistrations } from './producer-registrations';

const streamOrder = (stream: string) => (STREAMS as readonly string[]).indexOf(stream);

function brandsOf(companyId: string, country: string, stream: string): ProofBrand[] {
  return producerRegistrations
    .where(
      (r) =>
        r.companyId === companyId &&
        countryOfService(r.service) === country &&
        streamOfService(r.service) === stream &&
        processes.findById(r.id)?.status !== 'cancelled',
    )
    .flatMap((r): ProofBrand[] =>
      r.brandRegistrations && r.brandRegistrations.length > 0
        ? r.brandRegistrations.map((b) => ({
            brand: b.brand,
            equipmentType: b.equipmentType,
            state: b.state,
          }))
        : r.order.brands.map((brand) => ({
            brand,
            equipmentType: null,
            state: r.activeSince ? 'registered' : 'applied',
          })),
    );
}

export function proofPackOf(companyId: string, day = today()): ProofPack {
  const entries = registrationsOf(companyId)
    .map((r): ProofEntry => {
      const rule = ruleFor(referenceFixture, r.country, r.stream);
      return {
        country: r.country,
        stream: r.stream,
        label: rule?.registrationNumber?.label ?? null,
        number: r.number,
        register: rule?.register
          ? { name: rule.register.name, authority: rule.register.authority }
          : null,
        lookupUrl: rule?.register?.lookup ?? null,
        formatVerified: rule?.registrationNumber?.verified ?? false,
        brands: brandsOf(companyId, r.country, r.stream),
      };
    })
    .sort(
      (a, b) => a.country.localeCompare(b.country) || streamOrder(a.stream) - streamOrder(b.stream),
    );
  return {
    companyId,
    companyName: companies.findById(companyId)?.name ?? '',
    asOf: day,
    entries,
  };
}

export interface ProofFile {
  body: Uint8Array;
  contentType: string;
  disposition: string;
}

const fileName = (pack: ProofPack, ext: string) =>
  `${pack.companyName || pack.companyId} EPR ${pack.asOf}.${ext}`;

/**
 * RFC 4180: CRLF lines, quoted where needed (every cell through `csvLines`, which also defuses
 * formulas, TRUST-8); UTF-8 with a byte order mark so that Excel reads the umlauts. One row per
 * number and brand (a number without brands: one row).
 */
export function proofPackCsv(pack: ProofPack, lang: string | null): ProofFile {
  const { t, language } = appTextsIn(lang);
  const header = [
    'country',
    'countryCode',
    'stream',
    'register',
    'authority',
    'label',
    'number',
    'brand',
    'equipmentType',
    'brandState',
    'lookup',
  ].map((column) => t(`compliance:proof.csv.${column}`));
  const rows = pack.entries.flatMap((e) => {
    const common = [
      countryName(e.country, language),
      e.country,
      t(`reference:streams.${e.stream}`),
      e.register?.name ?? '',
      e.register?.authority ?? '',
      e.label ?? '',
      e.number,
    ];
    const lookup = e.lookupUrl ?? t('compliance:proof.noLookup');
    const brands = e.brands.length > 0 ? e.brands : [null];
    return brands.map((b) => [
      ...common,
      b?.brand ?? '',
      b?.equipmentType ? t(`services:registrations.equipmentTypes.${b.equipmentType}`) : '',
      b ? t(`compliance:proof.brandStates.${b.state}`) : '',
      lookup,
    ]);
  });
  const text = `\uFEFF${csvLines([header, ...rows])}\r\n`;
  return {
    body: new TextEncoder().encode(text),
    contentType: 'text/csv; charset=utf-8; header=present',
    disposition: contentDisposition(fileName(pack, 'csv')),
  };
}

/** The numbers, their registers and lookups, the brands and the ready texts, on A4 pages. */
export function proofPackPdf(pack: ProofPack, lang: string | null): ProofFile {
  const { t, language } = appTextsIn(lang);
  const lines: string[] = [pack.companyName, t('compliance:proof.pdf.asOf', { date: pack.asOf })];
  lines.push('');
  if (pack.entries.length === 0) lines.push(t('compliance:proof.empty'));
  for (const e of pack.entries) {
    lines.push(proofLine(e, t, language));
    if (e.register) {
      lines.push(
        ...wrapText(
          `   ${t('compliance:proof.pdf.register', { name: e.register.name, authority: e.register.authority })}`,
        ),
      );
    }
    lines.push(
      ...wrapText(
        `   ${e.lookupUrl ? t('compliance:proof.pdf.lookup', { url: e.lookupUrl }) : t('compliance:proof.noLookup')}`,
      ),
    );
    for (const b of e.brands) {
      const type = b.equipmentType
        ? ` – ${t(`services:registrations.equipmentTypes.${b.equipmentType}`)}`
        : '';
      lines.push(
        ...wrapText(`   • ${b.brand}${type} (${t(`compliance:proof.brandStates.${b.state}`)})`),
      );
    }
  }
  const texts = proofTexts(pack, t, language);
  if (texts) {
    for (const kind of PROOF_TEXT_KINDS) {
      lines.push('', t(`compliance:proof.textTitles.${kind}`), ...wrapText(texts[kind]));
    }
  }
  return {
    body: simplePdf({ title: t('compliance:proof.title'), lines }),
    contentType: 'application/pdf',
    disposition: contentDisposition(fileName(pack, 'pdf')),
  };
}
