import { FakeAuth } from '@/testing/fake-auth';
import { handleUnhandledRejection } from './unhandled-rejections';

describe('unhandled promise rejections', () => {
  it.each([[{ kind: 'unauthorized', status: 401 }], [new Error('Sign in failed')]])(
    '[AUTH-14] %j means not signed in: sign-in redirect, no toast',
    (reason) => {
      const auth = new FakeAuth();
      const showDefaultError = jest.fn();
      handleUnhandledRejection(reason, { auth, showDefaultError });
      expect(auth.signInRedirects).toHaveLength(1);
      expect(showDefaultError).not.toHaveBeenCalled();
    },
  );

  it.each([[{ kind: 'unexpected', status: 500 }], [new TypeError('x')], ['text']])(
    '[AUTH-14] %j shows the default error toast',
    (reason) => {
      const auth = new FakeAuth();
      const showDefaultError = jest.fn();
      handleUnhandledRejection(reason, { auth, showDefaultError });
      expect(showDefaultError).toHaveBeenCalledTimes(1);
      expect(auth.signInRedirects).toEqual([]);
    },
  );
});
