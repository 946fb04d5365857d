/**
 * Packaging licences: drafts the wizard saves step by step; submission and quantity reports are in
 * `licence-submission.ts`, the answers both share in `licence-guards.ts`. Every change keeps the
 * licence's process row (status, year, reference) up to date, which is what the obligations are
 * derived from.
 */
import { requires } from './company-scope';
import {
  draftOpen,
  findLicence,
  foreignMaterials,
  notADraft,
  yearTaken,
  type Params,
} from './licence-guards';
import { licenceSubmissionHandlers } from './licence-submission';
import { recordRegistration, registrationsOf } from '../data/compliance';
import { config } from '../../../src/shared/config/config';
import { licenceEndpoints } from '../../../src/shared/contract/main/licences';
import {
  materialsOf,
  type PackagingMaterial,
} from '../../../src/shared/contract/main/packaging-materials';
import type { FieldErrors } from '../../../src/shared/contract/primitives';
import { companyAccess } from '../../common/data/db';
import { feeRouteOf } from '../data/licence-fees';
import { licenceView } from '../data/licence-view';
import { licenceForYear, licences, licensableYears, type LicenceRecord } from '../data/licensing';
import { processesOf, startProcess, updateProcess } from '../data/processes';
import { companyNotFound, created, noContent, ok, validationFailed } from '../../common/respond';
import { route } from '../../common/route';

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

  ...licenceSubmissionHandlers,
];
