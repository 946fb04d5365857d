/** The service processes of a company the signed-in user may see, and the documents they issued. */
import { HttpResponse } from 'msw';
import { config } from '../../../src/shared/config/config';
import { processEndpoints } from '../../../src/shared/contract/main/processes';
import { companyAccess } from '../../common/data/db';
import { processOf, processesOf } from '../data/processes';
import { pdfOf, serviceDocuments } from '../data/service-documents';
import { companyNotFound, fail, ok } from '../../common/respond';
import { route } from '../../common/route';
import { contentDisposition } from '../../../src/shared/contract/content-disposition';

export const processHandlers = [
  route<typeof processEndpoints.getProcesses, { companyId: string }>(
    config.mainApiUrl,
    processEndpoints.getProcesses,
    ({ params, user }) =>
      companyAccess(user, params.companyId) ? ok(processesOf(params.companyId)) : companyNotFound(),
  ),
  route<
    typeof processEndpoints.getProcessDocument,
    { companyId: string; processId: string; documentId: string }
  >(config.mainApiUrl, processEndpoints.getProcessDocument, ({ params, user }) => {
    if (!companyAccess(user, params.companyId)) return companyNotFound();
    const document = processOf(params.companyId, params.processId)
      ? serviceDocuments.findById(params.documentId)
      : undefined;
    const pdf = document?.processId === params.processId ? pdfOf(document) : undefined;
    if (!document || !pdf) return fail(404, 'Document not found');
    return new HttpResponse(pdf, {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': contentDisposition(document.fileName),
        'Cache-Control': 'private, no-store',
      },
    });
  }),
];
