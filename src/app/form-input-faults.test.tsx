/**
 * TRUST-5 / FAULT-1 for forms: every form with a submit, against every fault its request can meet
 * (the faults of the fault matrix, `mocks/common/faults.ts`), keeps what the user typed. The
 * long forms (wizard steps, support, service orders) also keep it across the sign-in redirect of
 * a 401: after the page is gone and back, the input is restored from session storage.
 *
 * TRUST-17: a failure that repeating may mend (5xx, timeout, unreadable answer, no connection)
 * says what happened and that the entries are kept, with "Try again", which sends the form again;
 * no fault's message tells the user to reload the page.
 *
 * One row per form (`form-rows.ts`). A row runs every fault in turn on the same page (401 last: it
 * ends the session).
 */
import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { http, type HttpHandler } from 'msw';
import { REQUEST_TIMEOUT_MS } from '@/shared/api/base-query';
import { FakeAuth } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render-app';
import { server } from '../../mocks/common/node';
import { faultResponse, type Fault } from '../../mocks/common/faults';
import { USER_IDS } from '../../mocks/common/data/fixtures/users';
import { ROWS, type FormRow } from '@/testing/form-rows';

jest.setTimeout(120_000);

/** Every fault of the fault matrix a submit can meet; 401 last, since it ends the session. */
const FAULTS: Fault[] = [
  'forbidden',
  'notFound',
  'conflict',
  'invalid',
  'serverError',
  'timeout',
  'malformedJson',
  'wrongShape',
  'networkDown',
  'unauthorized',
];

/** TRUST-17: what the form says after each fault that repeating may mend. */
const PASSING: Partial<Record<Fault, string>> = {
  serverError: 'The server could not complete the request.',
  timeout: 'The server did not answer in time.',
  malformedJson: 'The server’s answer could not be read.',
  wrongShape: 'The server’s answer could not be read.',
  networkDown: 'We could not reach the server. Check your connection.',
};
const KEPT = 'Your entries are kept. Try again.';

function faulty(row: FormRow, fault: Fault, answered: () => void): HttpHandler {
  return http[row.target.method](row.target.url, async () => {
    const response = await faultResponse(fault);
    answered();
    return response;
  });
}

describe('[TRUST-5][FAULT-1][TRUST-17] forms keep the typed input through every fault', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))(
    '[TRUST-5][TRUST-17] %s: each fault keeps the typed input; a passing one says so, with a retry that sends it again',
    async (_name, row) => {
      row.setUp?.();
      const auth = new FakeAuth(row.public ? null : USER_IDS.owner);
      const { user } = await renderRoute(row.path, { auth });
      const form = await row.form();
      await row.fill(user, form);

      const faults = FAULTS.filter(
        (f) =>
          !(row.public && (f === 'unauthorized' || f === 'forbidden')) &&
          !(row.noBody && (f === 'malformedJson' || f === 'wrongShape')),
      );
      for (const fault of faults) {
        let sent = 0;
        let ended = 0;
        server.use(
          http[row.target.method](row.target.url, () => void (sent += 1)),
          faulty(row, fault, () => (ended += 1)),
        );
        if (fault === 'timeout') {
          // The request timeout (10 s) on a fake clock, for this submit only.
          jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
          try {
            fireEvent.click(row.submit(form));
            await waitFor(() => expect(sent).toBeGreaterThan(0));
            await act(() => jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 1_000));
          } finally {
            jest.useRealTimers();
          }
        } else {
          await user.click(row.submit(form));
          await waitFor(() => expect(ended).toBeGreaterThan(0));
        }
        try {
          await waitFor(() => expect(row.submit(form)).toBeEnabled());
          row.kept(form);
          expect(form).not.toHaveTextContent(/reload/i);
          const passing = PASSING[fault];
          if (passing) {
            const alert = within(form).getByText(KEPT, { exact: false }).closest('[role="alert"]');
            expect(alert).toHaveTextContent(`${passing} ${KEPT}`);
            // Not for the timeout (its fake clock is gone): "Try again" sends the form again.
            if (fault !== 'timeout') {
              await user.click(
                within(alert as HTMLElement).getByRole('button', { name: 'Try again' }),
              );
              await waitFor(() => expect(ended).toBe(2));
              await waitFor(() => expect(row.submit(form)).toBeEnabled());
              row.kept(form);
            } else {
              expect(
                within(alert as HTMLElement).getByRole('button', { name: 'Try again' }),
              ).toBeEnabled();
            }
          }
        } catch (error) {
          throw new Error(`after the fault "${fault}": ${(error as Error).message}`);
        }
        server.resetHandlers();
      }
      expect(auth.signInRedirects).toHaveLength(row.public ? 0 : 1);

      if (!row.session) return;
      // The sign-in redirect ends the page; after sign-in the user is back on the same address.
      cleanup();
      await renderRoute(row.path, { auth: new FakeAuth(USER_IDS.owner) });
      row.kept(await row.form());
    },
  );
});
