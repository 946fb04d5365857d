import '@testing-library/jest-dom';
import { server } from '../../mocks/node';
import { resetDb } from '../../mocks/data/db';
import { resetTestSwitches } from '../../mocks/data/test-switches';
import { resetTokenVerifier } from '../../mocks/data/auth-tokens';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDb();
  resetTestSwitches();
  resetTokenVerifier();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
