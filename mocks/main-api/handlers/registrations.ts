/** Registration numbers per country and stream, checked against the reference data's formats. */
import type { PathParams } from 'msw';
import { config } from '../../../src/shared/config/config';
import { inForce } from '../../../src/domain/applicability';
import { today } from '../../../src/domain/schedule';
import {
  registrationEndpoints,
  registrationInputSchemaFor,
} from '../../../src/shared/contract/main/registrations';
import { issuesToFieldErrors } from '../../../src/shared/contract/primitives';
import { STREAMS, ruleFor, type Stream } from '../../../src/shared/contract/reference';
import * as v from 'valibot';
import {
  recordRegistration,
  registrationId,
  registrations,
  registrationsOf,
} from '../data/compliance';
import { referenceFixture } from '../data/fixtures/reference';
import { segmentedFrequencies } from '../../../src/domain/applicability';
import { fail, noContent, ok, validationFailed } from '../../common/respond';
import { route } from '../../common/route';
import { inCompanyScope, refuseUnlessEditor, type CompanyScopeParams } from './company-scope';

const base = config.mainApiUrl;
type Params = CompanyScopeParams & PathParams & { country: string; stream: string };

const view = ({ id: _id, companyId: _c, ...registration }: ReturnType<typeof registrationsOf>[0]) =>
  registration;

/** The rule of a country and stream that takes a registration, or undefined. */
const ruleOf = (country: string, stream: string) =>
  (STREAMS as readonly string[]).includes(stream) && /^[A-Za-z]{2}$/.test(country)
    ? ruleFor(referenceFixture, country, stream as Stream)
    : undefined;

const noObligation = () => fail(404, 'No obligation with a register for this country and stream');

export const registrationHandlers = [
  route<typeof registrationEndpoints.getRegistrations, CompanyScopeParams>(
    base,
    registrationEndpoints.getRegistrations,
    inCompanyScope(({ params }) => ok(registrationsOf(params.companyId).map(view))),
  ),
  route<typeof registrationEndpoints.putRegistration, Params>(
    base,
    registrationEndpoints.putRegistration,
    inCompanyScope(({ params, body, access }) => {
      const rule = ruleOf(params.country, params.stream);
      if (!rule || !inForce(rule, today())) return noObligation();
      const refused = refuseUnlessEditor(access);
      if (refused) return refused;
      const checked = v.safeParse(registrationInputSchemaFor(rule), body);
      if (!checked.success) return validationFailed(issuesToFieldErrors(checked.issues));
      const household =
        rule.reportingFrequency === 'byFeeLevel'
          ? (checked.output.reportingFrequency ?? 'yearly')
          : null;
      const row = recordRegistration(params.companyId, {
        country: rule.country,
        stream: rule.stream,
        number: checked.output.number,
        reportingFrequency: household,
        // Household and commercial packaging each report at their own frequency (§9(4), §13(2)).
        ...(segmentedFrequencies(rule)
          ? {
              commercialReportingFrequency:
                checked.output.commercialReportingFrequency ?? household,
            }
          : {}),
      });
      return ok(view(row));
    }),
  ),
  route<typeof registrationEndpoints.deleteRegistration, Params>(
    base,
    registrationEndpoints.deleteRegistration,
    inCompanyScope(({ params, access }) => {
      const id = registrationId(params.companyId, params.country, params.stream);
      if (!registrations.findById(id)) return fail(404, 'No registration number recorded');
      const refused = refuseUnlessEditor(access);
      if (refused) return refused;
      registrations.remove(id);
      return noContent();
    }),
  ),
];
