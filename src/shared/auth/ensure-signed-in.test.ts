import { afterSignIn } from './ensure-signed-in';
import type { LoaderFunctionArgs } from 'react-router-dom';

const args = {
  request: new Request('http://localhost/companies/c-1/dashboard'),
  params: {},
} as unknown as LoaderFunctionArgs;

/** Lets every queued microtask run, but no new task. */
async function microtasks() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

describe('afterSignIn', () => {
  it('[HOUSE-6][AUTH-11] a signed-in loader runs after the sign-in check, in a task of its own (not in the router’s start-up task)', async () => {
    const order: string[] = [];
    const auth = {
      currentUser: { expired: false } as never,
      requireUser: async (to: string) => {
        order.push(`check ${to}`);
      },
    };
    const loader = afterSignIn(auth, () => {
      order.push('loader');
      return 'data';
    });
    const result = loader(args);
    await microtasks();
    expect(order).toEqual(['check /companies/c-1/dashboard']);
    await expect(result).resolves.toBe('data');
    expect(order).toEqual(['check /companies/c-1/dashboard', 'loader']);
  });

  it('[AUTH-11] a loader whose sign-in check fails never runs', async () => {
    const loader = jest.fn();
    const auth = {
      currentUser: null,
      requireUser: async () => {
        throw new Error('to sign-in');
      },
    };
    await expect(afterSignIn(auth, loader)(args)).rejects.toThrow('to sign-in');
    expect(loader).not.toHaveBeenCalled();
  });
});
