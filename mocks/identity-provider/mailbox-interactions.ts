/**
 * TRUST-12: the interaction routes of an account waiting for its address to be confirmed:
 * Continue (signs in once the mailed link was followed) and Resend (rate-limited like every mail).
 * Mounted by `interactions.ts`, whose helpers they share.
 */
import type { Application, NextFunction, Request, Response } from 'express';
import { ADDRESS_TEXTS } from './address-texts';
import type { IdpLocale } from './i18n';
import type { Interaction, Mode } from './interactions';
import { checkMailboxPage, type CheckMailboxView } from './mailbox-views';
import { readForm, sendPage } from './page-io';
import { INTERACTION_PATH } from './provider';
import { confirmedAccount, pendingSignIn, resend } from './registration';

export type CheckMailboxRenderer = (
  res: Response,
  interaction: Interaction,
  locale: IdpLocale,
  state: { status?: number; email: string; message?: CheckMailboxView['message'] },
) => void;

export function checkMailboxRenderer(
  pageUrl: (uid: string, mode: Mode, locale?: IdpLocale) => string,
): CheckMailboxRenderer {
  return (res, interaction, locale, state) => {
    const action = `${INTERACTION_PATH}/${encodeURIComponent(interaction.uid)}`;
    sendPage(
      res,
      state.status ?? 200,
      checkMailboxPage({
        locale,
        email: state.email,
        message: state.message,
        continueAction: `${action}/continue`,
        resendAction: `${action}/resend`,
        otherAccountHref: pageUrl(interaction.uid, 'login', locale),
        languages: { href: (other) => `${action}?lang=${other}` },
      }),
    );
  };
}

export interface MailboxRouteDeps {
  interactionOf(req: Request, res: Response): Promise<Interaction | null>;
  handle(
    fn: (req: Request, res: Response) => Promise<void>,
  ): (req: Request, res: Response, next: NextFunction) => void;
  localeOf(req: Request, interaction: Interaction, lang: unknown): IdpLocale;
  renderLogin(res: Response, interaction: Interaction, locale: IdpLocale): void;
  renderCheckMailbox: CheckMailboxRenderer;
  signInAs(req: Request, res: Response, uid: string, accountId: string): Promise<unknown>;
}

export function mountMailboxRoutes(app: Application, deps: MailboxRouteDeps): void {
  const { interactionOf, handle, localeOf, renderLogin, renderCheckMailbox, signInAs } = deps;

  app.post(
    `${INTERACTION_PATH}/:uid/continue`,
    handle(async (req, res) => {
      const form = await readForm(req);
      const interaction = await interactionOf(req, res);
      if (!interaction) return;
      const locale = localeOf(req, interaction, form.get('lang'));
      const confirmed = confirmedAccount(interaction.uid);
      if (confirmed) {
        await signInAs(req, res, interaction.uid, confirmed.id);
        return;
      }
      const pending = pendingSignIn(interaction.uid);
      if (!pending) {
        renderLogin(res, interaction, locale);
        return;
      }
      renderCheckMailbox(res, interaction, locale, {
        email: pending.email,
        message: { kind: 'alert', text: ADDRESS_TEXTS[locale].notConfirmed },
      });
    }),
  );

  app.post(
    `${INTERACTION_PATH}/:uid/resend`,
    handle(async (req, res) => {
      const form = await readForm(req);
      const interaction = await interactionOf(req, res);
      if (!interaction) return;
      const locale = localeOf(req, interaction, form.get('lang'));
      const pending = pendingSignIn(interaction.uid);
      const outcome = resend(interaction.uid);
      if (!pending || !outcome) {
        renderLogin(res, interaction, locale);
        return;
      }
      const t = ADDRESS_TEXTS[locale];
      renderCheckMailbox(res, interaction, locale, {
        status: outcome.sent ? 200 : 429,
        email: pending.email,
        message: outcome.sent
          ? { kind: 'status', text: t.resent }
          : { kind: 'alert', text: t.resendLimited(Math.ceil(outcome.retryAfterSeconds / 60)) },
      });
    }),
  );
}
