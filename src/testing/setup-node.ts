/**
 * Every jest test file's setup, in both projects (`node` and the DOM one, whose setup adds what a
 * page needs): the mock backend over msw, reset after each test, and no real retry back-off.
 */
import { server } from '../../mocks/common/node';
import { resetDb } from '../../mocks/common/data/db';
import { resetTestSwitches } from '../../mocks/common/data/test-switches';
import { resetTokenVerifier } from '../../mocks/common/data/auth-tokens';
import { setBackoffScale } from '@/shared/api/retry-backoff';

// A failing query is retried 3 times; the tests do not sleep 1 + 2 + 4 s for it. The back-off's
// own tests (src/shared/api/base-query.dom.test.ts) set the production delays again.
setBackoffScale(0);

// Two workers on a machine shared with other jobs: a test's time varies a lot.
jest.setTimeout(20_000);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  // A test's request listeners (`recordRequests`) end with it.
  server.events.removeAllListeners();
  resetDb();
  resetTestSwitches();
  resetTokenVerifier();
});
afterAll(() => server.close());
