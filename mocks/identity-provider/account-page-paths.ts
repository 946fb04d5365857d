/**
 * Where the identity provider's account pages live (below its issuer, `/oidc`): the links the
 * account service mails for a password reset and an e-mail change point here.
 */
import { config } from '../../src/shared/config/config';

export const ACCOUNT_PAGES_PATH = '/account';
export const PASSWORD_RESET_PATH = `${ACCOUNT_PAGES_PATH}/password-reset`;
export const EMAIL_CONFIRMATION_PATH = `${ACCOUNT_PAGES_PATH}/confirm-email`;

export const passwordResetUrl = (token: string) =>
  `${config.oidc.authority}${PASSWORD_RESET_PATH}/${encodeURIComponent(token)}`;

export const emailConfirmationUrl = (token: string) =>
  `${config.oidc.authority}${EMAIL_CONFIRMATION_PATH}/${encodeURIComponent(token)}`;

/** TRUST-12: a new account's address is confirmed here; "Forgot password?" asks for a reset link. */
export const ADDRESS_CONFIRMATION_PATH = `${ACCOUNT_PAGES_PATH}/confirm-address`;
export const FORGOT_PASSWORD_PATH = `${ACCOUNT_PAGES_PATH}/forgot-password`;

export const addressConfirmationUrl = (token: string) =>
  `${config.oidc.authority}${ADDRESS_CONFIRMATION_PATH}/${encodeURIComponent(token)}`;

export const forgotPasswordUrl = (locale: string) =>
  `${config.oidc.authority}${FORGOT_PASSWORD_PATH}?lang=${encodeURIComponent(locale)}`;
