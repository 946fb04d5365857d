/**
 * The identity provider's interaction pages (`/oidc/interaction/:uid`): sign-in, registration, and
 * automatic consent for our first-party client. Mounted on the dev server's express app before the
 * provider itself.
 */
import type { Application, NextFunction, Request, Response } from 'express';
import type Provider from 'oidc-provider';
import { users } from '../common/data/db';
import { FORGOT_PASSWORD_PATH } from './account-page-paths';
import { grantConsent } from './consent';
import { readForm, sendPage } from './page-io';
import { idpMessages, negotiateLocale, supportedLocale, type IdpLocale } from './i18n';
import { checkMailboxRenderer, mountMailboxRoutes } from './mailbox-interactions';
import { INTERACTION_PATH, MARKETING_PARAMS, OIDC_PATH } from './provider';
import {
  EMAIL_PATTERN,
  confirmedAccount,
  endPending,
  holdSignIn,
  isVerified,
  pendingSignIn,
  register,
  registrationErrors,
} from './registration';
import { loginThrottle, registrationThrottle } from './throttle';
import {
  errorPage,
  loginPage,
  registerPage,
  type RegistrationErrors,
  type RegistrationValues,
} from './views';

export type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;
export type Mode = 'login' | 'register';

const MAX_BODY_BYTES = 64 * 1024;
const MAX_FIELD_LENGTH = 200;

/** utm_* values that came with the authorization request. */
export function marketingParams(params: Record<string, unknown>): Record<string, string> {
  const marketing: Record<string, string> = {};
  for (const name of MARKETING_PARAMS) {
    const value = params[name];
    if (typeof value === 'string' && value.trim() !== '')
      marketing[name] = value.trim().slice(0, MAX_FIELD_LENGTH);
  }
  return marketing;
}

function loginHint(params: Record<string, unknown>): string {
  const hint = params.login_hint;
  return typeof hint === 'string' && EMAIL_PATTERN.test(hint.trim())
    ? hint.trim().slice(0, MAX_FIELD_LENGTH)
    : '';
}

function localeFor(
  req: Request,
  interaction: Interaction | undefined,
  explicit?: unknown,
): IdpLocale {
  const params = interaction?.params ?? {};
  return negotiateLocale({
    explicit,
    locale: params.locale,
    uiLocales: params.ui_locales,
    acceptLanguage: req.headers['accept-language'],
  });
}

export interface InteractionRoutesOptions {
  provider: Provider;
  /** Where the "back to the app" links of error pages go. */
  appUrl: string;
}

export function mountInteractions(
  app: Application,
  { provider, appUrl }: InteractionRoutesOptions,
): void {
  const pageUrl = (uid: string, mode: Mode, locale?: IdpLocale) =>
    `${INTERACTION_PATH}/${encodeURIComponent(uid)}?mode=${mode}${locale ? `&lang=${locale}` : ''}`;

  const languages = (uid: string, mode: Mode) => ({
    href: (locale: IdpLocale) => pageUrl(uid, mode, locale),
  });

  /** The interaction of this browser, or null after rendering the "page expired" page. */
  async function interactionOf(req: Request, res: Response): Promise<Interaction | null> {
    try {
      const interaction = await provider.interactionDetails(req, res);
      if (interaction.uid === req.params.uid) return interaction;
    } catch {
      // No interaction cookie, or the interaction expired / was already finished.
    }
    const locale = localeFor(req, undefined, req.query.lang);
    sendPage(res, 400, errorPage(locale, { appUrl, expired: true }));
    return null;
  }

  function renderLogin(
    res: Response,
    interaction: Interaction,
    locale: IdpLocale,
    state: { status?: number; email?: string; error?: string | null } = {},
  ): void {
    sendPage(
      res,
      state.status ?? 200,
      loginPage({
        locale,
        action: `${INTERACTION_PATH}/${encodeURIComponent(interaction.uid)}/login`,
        registerHref: pageUrl(interaction.uid, 'register', locale),
        forgotHref: `${OIDC_PATH}${FORGOT_PASSWORD_PATH}?lang=${locale}&interaction=${encodeURIComponent(interaction.uid)}`,
        quickcheckHref: new URL('quickcheck', appUrl).href,
        email: state.email,
        error: state.error,
        languages: languages(interaction.uid, 'login'),
      }),
    );
  }

  function renderRegister(
    res: Response,
    interaction: Interaction,
    locale: IdpLocale,
    state: {
      status?: number;
      values?: Partial<RegistrationValues>;
      errors?: RegistrationErrors;
      error?: string;
    } = {},
  ): void {
    sendPage(
      res,
      state.status ?? 200,
      registerPage({
        locale,
        action: `${INTERACTION_PATH}/${encodeURIComponent(interaction.uid)}/register`,
        loginHref: pageUrl(interaction.uid, 'login', locale),
        values: state.values ?? {},
        errors: state.errors ?? {},
        error: state.error,
        marketing: marketingParams(interaction.params),
        languages: languages(interaction.uid, 'register'),
      }),
    );
  }

  const renderCheckMailbox = checkMailboxRenderer(pageUrl);

  const signInAs = (req: Request, res: Response, uid: string, accountId: string) => {
    endPending(uid);
    return provider.interactionFinished(
      req,
      res,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    );
  };

  const handle =
    (fn: (req: Request, res: Response) => Promise<void>) =>
    (req: Request, res: Response, next: NextFunction) => {
      fn(req, res).catch((error: unknown) => {
        if (res.headersSent) {
          next(error);
          return;
        }
        const status = (error as { status?: number }).status ?? 500;
        if (status >= 500) console.error('[oidc] interaction failed:', error);
        sendPage(res, status, errorPage(localeFor(req, undefined, req.query.lang), { appUrl }));
      });
    };

  app.get(
    `${INTERACTION_PATH}/:uid`,
    handle(async (req, res) => {
      const interaction = await interactionOf(req, res);
      if (!interaction) return;
      if (interaction.prompt.name === 'consent') {
        await provider.interactionFinished(req, res, await grantConsent(provider, interaction), {
          mergeWithLastSubmission: true,
        });
        return;
      }
      if (interaction.prompt.name !== 'login') {
        sendPage(
          res,
          400,
          errorPage(localeFor(req, interaction), { appUrl, code: 'unsupported_prompt' }),
        );
        return;
      }
      const locale = localeFor(req, interaction, req.query.lang);
      const requested = req.query.mode;
      const pending = requested ? undefined : pendingSignIn(interaction.uid);
      if (pending) {
        // The confirmation link's "Continue" comes here: sign in once the address is proven.
        const confirmed = confirmedAccount(interaction.uid);
        if (confirmed) await signInAs(req, res, interaction.uid, confirmed.id);
        else renderCheckMailbox(res, interaction, locale, { email: pending.email });
        return;
      }
      const mode: Mode =
        requested === 'register' || requested === 'login'
          ? requested
          : interaction.params.forceRegistration === 'true'
            ? 'register'
            : 'login';
      // An invitation link passes the invited address as `login_hint`: it pre-fills both forms.
      const hint = loginHint(interaction.params);
      if (mode === 'register')
        renderRegister(res, interaction, locale, { values: { email: hint } });
      else renderLogin(res, interaction, locale, { email: hint });
    }),
  );

  app.post(
    `${INTERACTION_PATH}/:uid/login`,
    handle(async (req, res) => {
      const form = await readForm(req, MAX_BODY_BYTES);
      const interaction = await interactionOf(req, res);
      if (!interaction) return;
      const locale = localeFor(req, interaction, supportedLocale(form.get('lang')));
      const email = (form.get('email') ?? '').trim().slice(0, MAX_FIELD_LENGTH);
      const password = form.get('password') ?? '';
      const throttled = loginThrottle.refuse(req, res, email, locale);
      if (throttled)
        return renderLogin(res, interaction, locale, { status: 429, email, error: throttled });
      const user = email ? users.findByEmail(email) : undefined;
      if (!user || user.password !== password) {
        loginThrottle.failed(req, email);
        renderLogin(res, interaction, locale, {
          status: 401,
          email,
          error: idpMessages[locale].invalidCredentials,
        });
        return;
      }
      loginThrottle.succeeded(email);
      if (!isVerified(user)) {
        holdSignIn(interaction.uid, user);
        renderCheckMailbox(res, interaction, locale, { email: user.email });
        return;
      }
      await signInAs(req, res, interaction.uid, user.id);
    }),
  );

  app.post(
    `${INTERACTION_PATH}/:uid/register`,
    handle(async (req, res) => {
      const form = await readForm(req, MAX_BODY_BYTES);
      const interaction = await interactionOf(req, res);
      if (!interaction) return;
      const locale = localeFor(req, interaction, supportedLocale(form.get('lang')));
      const t = idpMessages[locale];
      const values: RegistrationValues = {
        givenName: (form.get('givenName') ?? '').trim().slice(0, MAX_FIELD_LENGTH),
        familyName: (form.get('familyName') ?? '').trim().slice(0, MAX_FIELD_LENGTH),
        email: (form.get('email') ?? '').trim().slice(0, MAX_FIELD_LENGTH),
        password: form.get('password') ?? '',
      };
      const throttled = registrationThrottle.refuse(req, res, locale);
      const kept = { values: { ...values, password: '' }, error: throttled ?? undefined };
      if (throttled) return renderRegister(res, interaction, locale, { status: 429, ...kept });
      const errors: RegistrationErrors = registrationErrors(values, t);
      if (Object.keys(errors).length > 0) {
        renderRegister(res, interaction, locale, {
          status: 400,
          values: { ...values, password: '' },
          errors,
        });
        return;
      }
      // Counted once the form is complete: a new account, or a taken address answered like one.
      registrationThrottle.counted(req);
      const pending = register(
        interaction.uid,
        values,
        locale,
        marketingParams(interaction.params),
      );
      renderCheckMailbox(res, interaction, locale, { email: pending.email });
    }),
  );

  mountMailboxRoutes(app, {
    interactionOf,
    handle,
    localeOf: (req, interaction, lang) => localeFor(req, interaction, supportedLocale(lang)),
    renderLogin: (res, interaction, locale) => renderLogin(res, interaction, locale),
    renderCheckMailbox,
    signInAs,
  });
}
