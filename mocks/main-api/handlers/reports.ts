/** Filed reports: filing one fulfils a deadline and adds its receipt to the documents. */
import { config } from '../../../src/shared/config/config';
import { reportEndpoints } from '../../../src/shared/contract/main/reports';
import { reports, reportsOf } from '../data/compliance';
import { newId } from '../../common/data/db';
import { documents } from '../data/documents';
import type { ReportRecord } from '../data/fixtures/compliance';
import { receiptFor } from '../data/fixtures/compliance-reports';
import { LOOK_AHEAD_DAYS, LOOK_BACK_DAYS } from '../../../src/domain/obligations';
import { deadlinesOf } from '../data/obligations';
import { addDays, today } from '../../../src/domain/schedule';
import { created, fail, ok, validationFailed } from '../../common/respond';
import { route } from '../../common/route';
import { inCompanyScope, refuseUnlessReporter, type CompanyScopeParams } from './company-scope';

const base = config.mainApiUrl;

const view = ({ companyId: _c, ...report }: ReportRecord) => report;

export const reportHandlers = [
  route<typeof reportEndpoints.getReports, CompanyScopeParams>(
    base,
    reportEndpoints.getReports,
    inCompanyScope(({ params, request }) => {
      const query = new URL(request.url).searchParams;
      const country = query.get('country')?.toUpperCase();
      const stream = query.get('stream');
      return ok(
        reportsOf(params.companyId)
          .filter((r) => (!country || r.country === country) && (!stream || r.stream === stream))
          .sort((a, b) => b.dueDate.localeCompare(a.dueDate))
          .map(view),
      );
    }),
  ),
  route<typeof reportEndpoints.fileReport, CompanyScopeParams>(
    base,
    reportEndpoints.fileReport,
    inCompanyScope(({ params, body, access }) => {
      const refused = refuseUnlessReporter(access);
      if (refused) return refused;
      const day = today();
      const deadline = deadlinesOf(
        params.companyId,
        addDays(day, -LOOK_BACK_DAYS),
        addDays(day, LOOK_AHEAD_DAYS),
        day,
      ).find((d) => d.id === body.deadlineId && d.fileable);
      if (!deadline) return validationFailed({ deadlineId: 'invalid' });
      if (deadline.reportId) return fail(409, 'This deadline has a filed report already');
      const id = newId('rep');
      const report: ReportRecord = {
        id,
        companyId: params.companyId,
        country: deadline.country,
        stream: deadline.stream,
        deadlineId: deadline.id,
        ruleId: deadline.ruleId,
        dueDate: deadline.dueDate,
        quantityKg: body.quantityKg,
        reference: body.reference,
        filedAt: new Date().toISOString(),
        documentId: `doc-${id}`,
      };
      reports.insert(report);
      documents.insert(receiptFor(report));
      return created(view(report));
    }),
  ),
];
