/** Documents: the list, one document, and its PDF. */
import { HttpResponse, type PathParams } from 'msw';
import { config } from '../../../src/shared/config/config';
import { documentEndpoints } from '../../../src/shared/contract/main/documents';
import { documentPdf, documents, documentsOf, type DocumentRecord } from '../data/documents';
import { fail, ok } from '../../common/respond';
import { route } from '../../common/route';
import { inCompanyScope, type CompanyScopeParams } from './company-scope';
import { contentDisposition } from '../../../src/shared/contract/content-disposition';

const base = config.mainApiUrl;
type Params = CompanyScopeParams & PathParams & { documentId: string };

const view = ({ companyId: _c, ...document }: DocumentRecord) => document;

const find = (companyId: string, documentId: string) => {
  const document = documents.findById(documentId);
  return document?.companyId === companyId ? document : undefined;
};

const notFound = () => fail(404, 'Document not found');

export const documentHandlers = [
  route<typeof documentEndpoints.getDocuments, CompanyScopeParams>(
    base,
    documentEndpoints.getDocuments,
    inCompanyScope(({ params }) => ok(documentsOf(params.companyId).map(view))),
  ),
  route<typeof documentEndpoints.downloadDocument, Params>(
    base,
    documentEndpoints.downloadDocument,
    inCompanyScope(({ params }) => {
      const document = find(params.companyId, params.documentId);
      if (!document) return notFound();
      const pdf = documentPdf(document);
      return new HttpResponse(pdf, {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Length': String(pdf.byteLength),
          'Content-Disposition': contentDisposition(document.fileName),
          'Cache-Control': 'private, no-store',
        },
      });
    }),
  ),
  route<typeof documentEndpoints.getDocument, Params>(
    base,
    documentEndpoints.getDocument,
    inCompanyScope(({ params }) => {
      const document = find(params.companyId, params.documentId);
      return document ? ok(view(document)) : notFound();
    }),
  ),
];
