import type { INavigator, IWindow, NavigateParams, NavigateResponse } from 'oidc-client-ts';

/** A sign-in navigation still not under way after this long did not happen (TRUST-6). */
export const REDIRECT_SETTLE_MS = 10_000;

/** The browser stayed on the page: the user chose "Stay" when asked, or nothing navigated. */
export class RedirectNotTakenError extends Error {
  constructor() {
    super('Sign-in redirect not taken');
    this.name = 'RedirectNotTakenError';
  }
}

export const isRedirectNotTaken = (error: unknown): error is RedirectNotTakenError =>
  error instanceof Error && error.name === 'RedirectNotTakenError';

type Go = (url: string, method: 'assign' | 'replace') => void;

/**
 * How the browser leaves for the identity provider (oidc-client-ts's redirect navigator, which
 * waits for ever once it has set `location`). TRUST-6: when the page is still here afterwards, the
 * navigation is over and failed: the user chose "Stay" in a leave prompt (they go on using the
 * page: a key or a pointer press) or the navigation did not happen within `settleMs`. The sign-in
 * then fails with `RedirectNotTakenError`, which frees the single-flight `signInRedirect` for the
 * next attempt instead of leaving it stuck. Leaving for real (`pagehide`) settles nothing.
 */
export class PageNavigator implements INavigator {
  constructor(
    private readonly go: Go = (url, method) => window.location[method](url),
    private readonly settleMs = REDIRECT_SETTLE_MS,
  ) {}

  prepare({ redirectMethod }: { redirectMethod?: 'assign' | 'replace' }): Promise<IWindow> {
    let stop = () => undefined as void;
    let fail: (error: Error) => void = () => undefined;
    const handle: IWindow = {
      navigate: (params: NavigateParams) =>
        new Promise<NavigateResponse>((_resolve, reject) => {
          fail = reject;
          const notTaken = () => {
            stop();
            reject(new RedirectNotTakenError());
          };
          const left = () => stop();
          const timer = setTimeout(notTaken, this.settleMs);
          stop = () => {
            clearTimeout(timer);
            window.removeEventListener('pointerdown', notTaken, true);
            window.removeEventListener('keydown', notTaken, true);
            window.removeEventListener('pagehide', left);
          };
          window.addEventListener('pagehide', left);
          this.go(params.url, redirectMethod ?? 'assign');
          // Listening only from here: the press that asked for sign-in came before.
          window.addEventListener('pointerdown', notTaken, true);
          window.addEventListener('keydown', notTaken, true);
        }),
      close: () => {
        stop();
        fail(new Error('Redirect aborted'));
      },
    };
    return Promise.resolve(handle);
  }

  callback(): Promise<void> {
    return Promise.resolve();
  }
}
