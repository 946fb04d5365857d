/**
 * Packaging licences: submission (the order, its documents, the representative it brings along)
 * and the quantity reports filed against a submitted licence.
 */
import { requires } from './company-scope';
import { findLicence, foreignMaterials, notADraft, yearTaken, type Params } from './licence-guards';
import { recordRegistration } from '../data/compliance';
import { fulfilDeadline, totalKg } from '../data/service-reports';
import { config } from '../../../src/shared/config/config';
import { licenceEndpoints, type LicenceReport } from '../../../src/shared/contract/main/licences';
import { packagingPriceFor } from '../../../src/shared/contract/main/prices';
import type { FieldErrors } from '../../../src/shared/contract/primitives';
import { newId } from '../../common/data/db';
import { priceTableFixture } from '../data/fixtures/prices';
import { licenceView } from '../data/licence-view';
import {
  issueLicenceDocuments,
  licenceForYear,
  licences,
  licensableYears,
} from '../data/licensing';
import { updateProcess } from '../data/processes';
import {
  isEstablished,
  recordOwnRepresentative,
  representativeStatus,
} from '../data/representation';
import { orderRepresentationWith } from '../data/representation-orders';
import { fail, ok, validationFailed } from '../../common/respond';
import { route } from '../../common/route';

let referenceCounter = 5000;

export const licenceSubmissionHandlers = [
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
