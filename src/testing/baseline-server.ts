/**
 * Serves the reference data without Greece's rules (`mocks/main-api/testing/baseline-reference`)
 * through msw, and with `obligations` also the obligations derived from it by the same domain
 * function as the mock backend: the EU baseline's fallback on the screens, whatever the data holds.
 */
import { http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import type { Stream } from '@/shared/contract/reference';
import { deriveObligation } from '@/domain/obligations';
import { server } from '../../mocks/common/node';
import { factsOf } from '../../mocks/main-api/data/obligations';
import { baselineReference } from '../../mocks/main-api/testing/baseline-reference';

export function serveBaselineReference({ obligations = false } = {}): void {
  server.use(
    http.get(`${config.mainApiUrl}/reference/obligations`, () =>
      HttpResponse.json({ data: baselineReference }),
    ),
  );
  if (!obligations) return;
  server.use(
    http.get(
      `${config.mainApiUrl}/companies/:companyId/obligations/:country/:stream`,
      ({ params }) =>
        HttpResponse.json({
          data: deriveObligation(
            baselineReference,
            factsOf(String(params.companyId)),
            String(params.country).toUpperCase(),
            params.stream as Stream,
          ),
        }),
    ),
  );
}
