/**
 * WEEE and battery compliance: the order (with the rules that depend on the company and the
 * register), the registration as it stands, and quantity reports per period.
 */
import { requires } from './company-scope';
import { fulfilDeadline, totalKg } from '../data/service-reports';
import * as v from 'valibot';
import { config } from '../../../src/shared/config/config';
import {
  AddBrandInputSchema,
  countryOfService,
  orderInContext,
  producerRegistrationEndpoints,
  streamOfService,
} from '../../../src/shared/contract/main/producer-registrations';
import { issuesToFieldErrors, type FieldErrors } from '../../../src/shared/contract/primitives';
import { ruleFor } from '../../../src/shared/contract/reference';
import { companies, companyAccess, type UserRecord } from '../../common/data/db';
import { referenceFixture } from '../data/fixtures/reference';
import {
  REGISTER_DELAY_MS,
  brandRegistrationsFor,
  germanWeeeNumberOf,
  registrations,
  type RegistrationRecord,
  recordProducerNumber,
} from '../data/producer-registrations';
import { normaliseNumber } from '../data/registration-numbers';
import { registrationView } from '../data/registration-view';
import { processOf, processesOf, startProcess, updateProcess } from '../data/processes';
import {
  establishmentsOf,
  recordOwnRepresentative,
  representativeStatus,
} from '../data/representation';
import { orderRepresentationWith } from '../data/representation-orders';
import { issueDocument } from '../data/service-documents';
import { scheduleStep } from '../data/service-steps';
import { companyNotFound, created, fail, ok, validationFailed } from '../../common/respond';
import { route } from '../../common/route';

type Params = { companyId: string; processId: string };

const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** The months reports may start from when a registration is taken over: this one and 11 before. */
function allowedStartMonths(now = new Date()): string[] {
  return Array.from({ length: 12 }, (_, i) =>
    monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1))),
  );
}

function findRegistration(
  user: UserRecord,
  { companyId, processId }: Params,
): { record: RegistrationRecord } | { response: Response } {
  if (!companyAccess(user, companyId)) return { response: companyNotFound() };
  const record = processOf(companyId, processId) ? registrations.findById(processId) : undefined;
  return record ? { record } : { response: fail(404, 'Registration not found') };
}

export const producerRegistrationHandlers = [
  route<typeof producerRegistrationEndpoints.orderRegistration, { companyId: string }>(
    config.mainApiUrl,
    producerRegistrationEndpoints.orderRegistration,
    requires('editCompliance', ({ params, body, user }) => {
      const company = companies.findById(params.companyId);
      if (!company || !companyAccess(user, params.companyId)) return companyNotFound();
      const country = countryOfService(body.service);
      const stream = streamOfService(body.service);
      const represented = representativeStatus(params.companyId, country, stream) !== null;
      const schema = orderInContext(stream, {
        companyCountry: company.country,
        establishments: establishmentsOf(params.companyId),
        represented,
        rule: ruleFor(referenceFixture, country, stream),
      });
      const checked = v.safeParse(schema, body);
      const fields: FieldErrors = checked.success ? {} : issuesToFieldErrors(checked.issues);
      const existing = body.existingNumber.trim() !== '';
      if (existing && !allowedStartMonths().includes(body.reportingFrom)) {
        fields.reportingFrom = 'notAllowed';
      }
      if (Object.keys(fields).length) return validationFailed(fields);

      const running = processesOf(params.companyId).find(
        (p) => p.service === body.service && (p.status === 'submitted' || p.status === 'active'),
      );
      if (running) return fail(409, 'This service already runs for the company');

      const number = existing ? normaliseNumber(body.service, body.existingNumber) : null;
      // DOM-8: a German producer has one WEEE-Reg.-Nr.; a new order registers under it.
      const kept =
        !existing && body.service === 'weee-de' ? germanWeeeNumberOf(params.companyId) : null;
      const process = startProcess({
        companyId: params.companyId,
        service: body.service,
        country,
        streams: [stream],
        status: existing ? 'active' : 'submitted',
        reference: number ?? kept,
      });
      const now = process.createdAt;
      const { acceptTerms: _accepted, ...order } = body;
      const types = 'equipmentTypes' in order ? (order.equipmentTypes ?? []) : [];
      // DOM-7: "our representative" is a real representation order, attached to this one; an
      // own representative named here is recorded (its address is completed on the country page).
      const representation =
        body.representative === 'platform' && !represented
          ? orderRepresentationWith(params.companyId, country, stream, {
              service: body.service,
              processId: process.id,
            })
          : null;
      if (body.representative === 'own' && !represented)
        recordOwnRepresentative(params.companyId, country, stream, {
          name: body.representativeName,
          address: null,
          since: now.slice(0, 10),
        });
      const record = registrations.insert({
        id: process.id,
        companyId: params.companyId,
        service: body.service,
        order: { ...order, existingNumber: number ?? '' },
        registrationNumber: number ?? kept,
        reportingFrom: existing ? body.reportingFrom : monthOf(new Date(now)),
        reports: [],
        orderedAt: now,
        activeSince: existing ? now : null,
        brandRegistrations: brandRegistrationsFor(body.brands, types, now).map((b) =>
          existing ? { ...b, state: 'registered' as const, registeredAt: now } : b,
        ),
        representativeOrderId: representation?.id ?? null,
      });
      if (!existing) scheduleStep('registration', process.id, 'registered', REGISTER_DELAY_MS);
      else if (number) recordProducerNumber(params.companyId, body.service, number);
      const base = {
        companyId: params.companyId,
        processId: process.id,
        domain: 'registration',
        createdAt: now,
      };
      issueDocument({
        ...base,
        kind: 'confirmation',
        fileName: `order-confirmation-${body.service}.pdf`,
      });
      issueDocument({ ...base, kind: 'invoice', fileName: `invoice-${body.service}.pdf` });
      return created(registrationView(record));
    }),
  ),

  route<typeof producerRegistrationEndpoints.getRegistration, Params>(
    config.mainApiUrl,
    producerRegistrationEndpoints.getRegistration,
    ({ params, user }) => {
      const found = findRegistration(user, params);
      return 'response' in found ? found.response : ok(registrationView(found.record));
    },
  ),

  route<typeof producerRegistrationEndpoints.addRegistrationBrand, Params>(
    config.mainApiUrl,
    producerRegistrationEndpoints.addRegistrationBrand,
    requires('editCompliance', ({ params, body, user }) => {
      const found = findRegistration(user, params);
      if ('response' in found) return found.response;
      const { record } = found;
      if (record.service !== 'weee-de')
        return fail(409, 'Brands are registered per equipment type in Germany only');
      const checked = v.safeParse(AddBrandInputSchema, body);
      if (!checked.success) return validationFailed(issuesToFieldErrors(checked.issues));
      const { brand, equipmentTypes } = checked.output;
      const order = record.order as Extract<typeof record.order, { audience: unknown }>;
      const fields: FieldErrors = {};
      if (equipmentTypes.some((t) => !(order.equipmentTypes ?? []).includes(t)))
        fields.equipmentTypes = 'notAllowed';
      if (Object.keys(fields).length) return validationFailed(fields);
      const current = record.brandRegistrations ?? [];
      if (
        current.some(
          (b) =>
            b.brand.toLowerCase() === brand.toLowerCase() &&
            equipmentTypes.includes(b.equipmentType),
        )
      )
        return fail(409, 'The brand is registered for this equipment type already', {
          fields: { brand: 'taken' },
        });
      const now = new Date().toISOString();
      const updated = registrations.update(record.id, {
        order: { ...order, brands: [...new Set([...order.brands, brand])] },
        brandRegistrations: [...current, ...brandRegistrationsFor([brand], equipmentTypes, now)],
      })!;
      updateProcess(record.id, {});
      scheduleStep('registration', record.id, 'brands', REGISTER_DELAY_MS);
      return ok(registrationView(updated));
    }),
  ),

  route<typeof producerRegistrationEndpoints.fileRegistrationReport, Params>(
    config.mainApiUrl,
    producerRegistrationEndpoints.fileRegistrationReport,
    requires('fileReports', ({ params, body, user }) => {
      const found = findRegistration(user, params);
      if ('response' in found) return found.response;
      const { record } = found;
      const view = registrationView(record);
      if (view.status !== 'active') return fail(409, 'The registration is not active yet');

      const fields: FieldErrors = {};
      const period = view.periods.find((p) => p.id === body.period && p.audience === body.audience);
      if (!period) fields.period = 'invalid';
      for (const [category, kg] of Object.entries(body.quantities)) {
        if (!view.categories.includes(category as never))
          fields[`quantities.${category}`] = 'notAllowed';
        else if (body.zero && (kg ?? 0) > 0) fields[`quantities.${category}`] = 'invalid';
      }
      if (Object.keys(fields).length) return validationFailed(fields);
      if (period!.state !== 'open' && period!.state !== 'overdue') {
        return fail(
          409,
          period!.state === 'filed' ? 'Already reported' : 'The period has not ended',
        );
      }
      const zero = body.zero || Object.values(body.quantities).every((kg) => !kg);
      const updated = registrations.update(record.id, {
        reports: [
          ...record.reports,
          {
            period: body.period,
            audience: body.audience,
            quantities: zero ? {} : body.quantities,
            zero,
            filedAt: new Date().toISOString(),
          },
        ],
      })!;
      updateProcess(record.id, {});
      fulfilDeadline(record.companyId, {
        country: countryOfService(record.service),
        stream: streamOfService(record.service),
        dueDate: period!.dueDate,
        quantityKg: zero ? 0 : totalKg(body.quantities),
        reference: record.registrationNumber,
      });
      return ok(registrationView(updated));
    }),
  ),
];
