/** PROOF-1: the marketplace proof pack as JSON, PDF and CSV. */
import { HttpResponse } from 'msw';
import { config } from '../../../src/shared/config/config';
import { proofPackEndpoints } from '../../../src/shared/contract/main/proof-pack';
import { proofPackCsv, proofPackOf, proofPackPdf, type ProofFile } from '../data/proof-pack';
import { ok } from '../../common/respond';
import { route } from '../../common/route';
import { inCompanyScope, type CompanyScopeParams } from './company-scope';

const base = config.mainApiUrl;

const file = (made: ProofFile) =>
  new HttpResponse(made.body, {
    status: 200,
    headers: {
      'Content-Type': made.contentType,
      'Content-Length': String(made.body.byteLength),
      'Content-Disposition': made.disposition,
      'Cache-Control': 'private, no-store',
    },
  });

const langOf = (request: Request) => new URL(request.url).searchParams.get('lang');

export const proofPackHandlers = [
  route<typeof proofPackEndpoints.getProofPack, CompanyScopeParams>(
    base,
    proofPackEndpoints.getProofPack,
    inCompanyScope(({ params }) => ok(proofPackOf(params.companyId))),
  ),
  route<typeof proofPackEndpoints.downloadProofPackPdf, CompanyScopeParams>(
    base,
    proofPackEndpoints.downloadProofPackPdf,
    inCompanyScope(({ params, request }) =>
      file(proofPackPdf(proofPackOf(params.companyId), langOf(request))),
    ),
  ),
  route<typeof proofPackEndpoints.downloadProofPackCsv, CompanyScopeParams>(
    base,
    proofPackEndpoints.downloadProofPackCsv,
    inCompanyScope(({ params, request }) =>
      file(proofPackCsv(proofPackOf(params.companyId), langOf(request))),
    ),
  ),
];
