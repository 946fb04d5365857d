/**
 * Packaging licences: drafts the wizard saves step by step, submission, quantity reports. Every
 * change keeps the licence's process row (status, year, reference) up to date, which is what the
 * obligations are derived from.
 */
import { requires } from './company-scope';
import { recordRegistration, registrationsOf } from '../data/compliance';
import { fulfilDeadline, totalKg } from '../data/service-reports';
import { config } from '../../../src/shared/config/config';
import { licenceEndpoints, type LicenceReport } from '../../../src/shared/contract/main/licences';
import {
  materialsOf,
  type PackagingMaterial,
} from '../../../src/shared/contract/main/packaging-materials';
import { packagingPriceFor, type Quantities } from '../../../src/shared/contract/main/prices';
import type { FieldErrors } from '../../../src/shared/contract/primitives';
import { companyAccess, newId, type UserRecord } from '../../common/data/db';
import { priceTableFixture } from '../data/fixtures/prices';
import {
  feeRouteOf,
  issueLicenceDocuments,
  licenceForYear,
  licenceView,
  licences,
  licensableYears,
  type LicenceRecord,
} from '../data/licensing';
import { processOf, processesOf, startProcess, updateProcess } from '../data/processes';
import {
  isEstablished,
  orderRepresentationWith,
  recordOwnRepresentative,
  representativeStatus,
} from '../data/representation';
import {
  companyNotFound,
  created,
  fail,
  noContent,
  ok,
  validationFailed,
} from '../../common/respond';
import { route } from '../../common/route';

type Params = { companyId: string; processId: string };

const notFound = () => fail(404, 'Licence not found');
const notADraft = () => fail(409, 'The licence is no longer a draft');
const yearTaken = (processId: string) =>
  fail(409, 'A licence for this year exists', { fields: { year: 'taken' }, processId });
/** UX-4: the open draft of that year is offered instead of a second one. */
const draftOpen = (processId: string) =>
  fail(409, 'A draft for this year is open', {
    fields: { year: 'taken' },
    reason: 'draftOpen',
    processId,
  });

/** The licence of a company the user may see, or the answer that says why not. */
function findLicence(
  user: UserRecord,
  { companyId, processId }: Params,
): { record: LicenceRecord } | { response: Response } {
  if (!companyAccess(user, companyId)) return { response: companyNotFound() };
  const process = processOf(companyId, processId);
  const record = process ? licences.findById(processId) : undefined;
  return record ? { record } : { response: notFound() };
}

/** Materials this licence does not report are refused, each on its own field. */
function foreignMaterials(
  record: LicenceRecord,
  quantities: Quantities,
  scope = record.austria?.scope ?? null,
) {
  const allowed = materialsOf(record.country, scope);
  const fields: FieldErrors = {};
  for (const material of Object.keys(quantities) as PackagingMaterial[]) {
    if (!allowed.includes(material)) fields[`quantities.${material}`] = 'notAllowed';
  }
  return fields;
}

let referenceCounter = 5000;

export const licensingHandlers = [
  route<typeof licenceEndpoints.getLicences, { companyId: string }>(
    config.mainApiUrl,
    licenceEndpoints.getLicences,
    ({ params, request, user }) => {
      if (!companyAccess(user, params.companyId)) return companyNotFound();
      const country = new URL(request.url).searchParams.get('country')?.toUpperCase();
      if (country !== 'DE' && country !== 'AT') return validationFailed({ country: 'invalid' });
      const list = processesOf(params.companyId)
        .filter((p) => p.country === country)
        .flatMap((p) => {
          const record = licences.findById(p.id);
          return record ? [licenceView(record)] : [];
        })
        .sort(
          (a, b) => (b.year ?? 9999) - (a.year ?? 9999) || b.createdAt.localeCompare(a.createdAt),
        );
      return ok(list);
    },
  ),
  route<typeof licenceEndpoints.createLicence, { companyId: string }>(
    config.mainApiUrl,
    licenceEndpoints.createLicence,
    requires('editCompliance', ({ params, body, user }) => {
      if (!companyAccess(user, params.companyId)) return companyNotFound();
      const process = startProcess({
        companyId: params.companyId,
        service: body.country === 'DE' ? 'de-licensing-process' : 'at-licensing-process',
        country: body.country,
        streams: ['packaging'],
      });
      const record = licences.insert({
        id: process.id,
        companyId: params.companyId,
        country: body.country,
        step: 'registration',
        lucidNumber: null,
        austria: null,
        year: null,
        quantities: {},
        reports: [],
        submittedAt: null,
      });
      return created(licenceView(record));
    }),
  ),

  route<typeof licenceEndpoints.getLicence, Params>(
    config.mainApiUrl,
    licenceEndpoints.getLicence,
    ({ params, user }) => {
      const found = findLicence(user, params);
      return 'response' in found ? found.response : ok(licenceView(found.record));
    },
  ),

  route<typeof licenceEndpoints.updateLicenceDraft, Params>(
    config.mainApiUrl,
    licenceEndpoints.updateLicenceDraft,
    requires('editCompliance', ({ params, body, user }) => {
      const found = findLicence(user, params);
      if ('response' in found) return found.response;
      const { record } = found;
      if (licenceView(record).status !== 'draft') return notADraft();

      const fields: FieldErrors = {};
      if (body.lucidNumber !== undefined && record.country !== 'DE')
        fields.lucidNumber = 'notAllowed';
      if (body.austria !== undefined && record.country !== 'AT') fields.austria = 'notAllowed';
      if (body.year !== undefined && !licensableYears().includes(body.year))
        fields.year = 'notAllowed';
      if (body.quantities) {
        Object.assign(
          fields,
          foreignMaterials(
            record,
            body.quantities,
            body.austria?.scope ?? record.austria?.scope ?? null,
          ),
        );
      }
      // The flat fee only for Austria, and only while both segments stay within its limits.
      if (body.feeRoute !== undefined && record.country !== 'AT') fields.feeRoute = 'notAllowed';
      else if (
        body.feeRoute === 'flatFee' &&
        feeRouteOf(
          { ...record, year: body.year ?? record.year, feeRoute: 'flatFee' },
          body.quantities ?? record.quantities,
        ) !== 'flatFee'
      )
        fields.feeRoute = 'notAllowed';
      if (Object.keys(fields).length) return validationFailed(fields);
      if (body.year !== undefined) {
        const licensed = licenceForYear(record.companyId, record.country, body.year, record.id);
        if (licensed) return yearTaken(licensed.id);
        const open = licenceForYear(record.companyId, record.country, body.year, record.id, [
          'draft',
        ]);
        if (open) return draftOpen(open.id);
      }

      const patch: Partial<LicenceRecord> = { step: body.step };
      if (body.lucidNumber !== undefined) patch.lucidNumber = body.lucidNumber || null;
      if (body.austria !== undefined) {
        patch.austria = body.austria;
        // A narrower scope drops the quantities of the categories it no longer covers.
        const allowed = materialsOf('AT', body.austria.scope);
        patch.quantities = Object.fromEntries(
          Object.entries(body.quantities ?? record.quantities).filter(([m]) =>
            allowed.includes(m as PackagingMaterial),
          ),
        );
      }
      if (body.year !== undefined) patch.year = body.year;
      if (body.feeRoute !== undefined) patch.feeRoute = body.feeRoute;
      // UX-3: the LUCID number typed into a draft is the company's number from then on, where it
      // has none on record, so the country page and the dashboard show it at once.
      if (
        body.lucidNumber &&
        !registrationsOf(record.companyId).some(
          (r) => r.country === 'DE' && r.stream === 'packaging',
        )
      )
        recordRegistration(record.companyId, {
          country: 'DE',
          stream: 'packaging',
          number: body.lucidNumber,
        });
      if (body.quantities !== undefined && patch.quantities === undefined)
        patch.quantities = body.quantities;
      const updated = licences.update(record.id, patch)!;
      updateProcess(record.id, { year: updated.year });
      return ok(licenceView(updated));
    }),
  ),

  route<typeof licenceEndpoints.discardLicenceDraft, Params>(
    config.mainApiUrl,
    licenceEndpoints.discardLicenceDraft,
    requires('editCompliance', ({ params, user }) => {
      const found = findLicence(user, params);
      if ('response' in found) return found.response;
      if (licenceView(found.record).status !== 'draft') return notADraft();
      updateProcess(found.record.id, { status: 'cancelled' });
      return noContent();
    }),
  ),

  route<typeof licenceEndpoints.submitLicence, Params>(
    config.mainApiUrl,
    licenceEndpoints.submitLicence,
    requires('editCompliance', ({ params, user }) => {
      const found = findLicence(user, params);
      if ('response' in found) return found.response;
      const { record } = found;
      if (licenceView(record).status !== 'draft') return notADraft();

      const fields: FieldErrors = {};
      if (record.country === 'DE' && !record.lucidNumber) fields.lucidNumber = 'required';
      if (record.country === 'AT' && !record.austria) fields['austria.scope'] = 'required';
      if (record.year === null) fields.year = 'required';
      else if (
        !licensableYears().includes(record.year) ||
        !packagingPriceFor(priceTableFixture, record.country, record.year)
      )
        fields.year = 'notAllowed';
      if (!Object.values(record.quantities).some((kg) => kg > 0)) fields.quantities = 'required';
      if (Object.keys(fields).length) return validationFailed(fields);
      const licensed = licenceForYear(record.companyId, record.country, record.year!, record.id);
      if (licensed) return yearTaken(licensed.id);

      const now = new Date().toISOString();
      referenceCounter += 1;
      const reference = `LIZ-${record.country}-${record.year}-${String(referenceCounter).padStart(6, '0')}`;
      const planned: LicenceReport = {
        id: newId('rep'),
        kind: 'planned',
        period: null,
        quantities: { ...record.quantities },
        filedAt: now,
      };
      const updated = licences.update(record.id, {
        step: 'review',
        submittedAt: now,
        reports: record.country === 'DE' ? [planned] : [],
      })!;
      // System participation takes effect once the licence is submitted and confirmed: at once here.
      updateProcess(record.id, { status: 'active', year: record.year, reference });
      // The LUCID number the licensee gave is the company's German packaging registration.
      if (record.lucidNumber)
        recordRegistration(record.companyId, {
          country: 'DE',
          stream: 'packaging',
          number: record.lucidNumber,
        });
      // DOM-7: the Austrian representative chosen in the wizard becomes the company's: "ours" a
      // representation order with its next steps, an own one recorded by name.
      const austria = record.austria;
      if (
        austria &&
        austria.representative !== 'notNeeded' &&
        !austria.establishedInAustria &&
        !isEstablished(record.companyId, 'AT') &&
        !representativeStatus(record.companyId, 'AT', 'packaging')
      ) {
        if (austria.representative === 'platform')
          orderRepresentationWith(record.companyId, 'AT', 'packaging', {
            service: 'at-licensing-process',
            processId: record.id,
          });
        else
          recordOwnRepresentative(record.companyId, 'AT', 'packaging', {
            name: austria.representativeName,
            address: null,
            since: now.slice(0, 10),
          });
      }
      issueLicenceDocuments(updated, now);
      // Germany: the wizard's quantities are the planned-quantities report.
      const plannedDue = licenceView(updated).schedule.find((r) => r.kind === 'planned')?.dueDate;
      if (record.country === 'DE')
        fulfilDeadline(record.companyId, {
          country: 'DE',
          stream: 'packaging',
          dueDate: plannedDue ?? null,
          quantityKg: totalKg(record.quantities),
          reference,
        });
      return ok(licenceView(updated));
    }),
  ),

  route<typeof licenceEndpoints.fileLicenceReport, Params>(
    config.mainApiUrl,
    licenceEndpoints.fileLicenceReport,
    requires('fileReports', ({ params, body, user }) => {
      const found = findLicence(user, params);
      if ('response' in found) return found.response;
      const { record } = found;
      const view = licenceView(record);
      if (view.status !== 'active') return fail(409, 'Only an active licence takes reports');

      const fields: FieldErrors = foreignMaterials(record, body.quantities);
      const german = record.country === 'DE';
      if (german === (body.kind === 'period') || body.kind === 'planned')
        fields.kind = 'notAllowed';
      if (!german && !view.schedule.some((s) => s.period === body.period))
        fields.period = 'invalid';
      if (Object.keys(fields).length) return validationFailed(fields);

      const slot = german
        ? view.schedule.find((s) => s.kind === body.kind)
        : view.schedule.find((s) => s.period === body.period);
      const fileable = slot && ['available', 'open', 'overdue'].includes(slot.state);
      if (!fileable) return fail(409, 'This report cannot be filed now');

      const report: LicenceReport = {
        id: newId('rep'),
        kind: body.kind,
        period: german ? null : body.period,
        quantities: body.quantities,
        filedAt: new Date().toISOString(),
      };
      const updated = licences.update(record.id, { reports: [...record.reports, report] })!;
      updateProcess(record.id, {});
      fulfilDeadline(record.companyId, {
        country: record.country,
        stream: 'packaging',
        dueDate: slot.dueDate,
        quantityKg: totalKg(body.quantities),
        reference: view.reference,
      });
      return ok(licenceView(updated));
    }),
  ),
];
