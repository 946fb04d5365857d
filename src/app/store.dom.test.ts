it('[STORE-2] the store hands Redux DevTools only sanitized actions and state', () => {
  type DevToolsOptions = {
    actionSanitizer: (a: unknown) => unknown;
    stateSanitizer: (s: unknown) => unknown;
  };
  let options: DevToolsOptions | undefined;
  const compose =
    (...fns: ((x: unknown) => unknown)[]) =>
    (x: unknown) =>
      fns.reduceRight((acc, fn) => fn(acc), x);
  const w = window as unknown as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown };
  w.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (opts: DevToolsOptions) => {
    options = opts;
    return compose;
  };
  try {
    jest.isolateModules(() => {
      // A fresh Redux Toolkit sees the extension hook (it reads it once, when it loads).
      const { makeStore } = jest.requireActual<typeof import('./store')>('./store');
      const { FakeAuth } =
        jest.requireActual<typeof import('@/testing/fake-auth')>('@/testing/fake-auth');
      makeStore({ auth: new FakeAuth() });
    });
  } finally {
    delete w.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  }
  expect(options).toBeDefined();
  const action = {
    type: 'x',
    payload: { access_token: 'a', headers: { Authorization: 'Bearer b' } },
  };
  expect(options!.actionSanitizer(action)).toEqual({
    type: 'x',
    payload: { access_token: '<redacted>', headers: { Authorization: '<redacted>' } },
  });
  expect(options!.stateSanitizer({ auth: { refresh_token: 'r', profile: { sub: 's' } } })).toEqual({
    auth: { refresh_token: '<redacted>', profile: { sub: 's' } },
  });
});
