/**
 * Server-rendered pages of the local identity provider: plain HTML strings with inline CSS in the
 * product's brand. Every value that comes from a request goes through `escapeHtml`.
 */
import { BRAND } from '../../src/shared/ui/brand';
import { ADDRESS_TEXTS } from './address-texts';
import { IDP_LOCALES, idpMessages, type IdpLocale, type IdpMessages } from './i18n';

export const PRODUCT_NAME = 'EPR Compliance';

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The app's look (UX-9): its type face (the system's sans-serif, `BRAND.fontFamily`), colours,
 * logo and the public pages' layout: a white top bar with the logo, the page on the light grey
 * background, content in an outlined card, green buttons.
 * Static on purpose: the pages' CSP allows exactly this text by its hash (./page-headers, TRUST-16).
 */
export const STYLES = `
*,*::before,*::after{box-sizing:border-box}
html{font-size:100%;-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;font-family:${BRAND.fontFamily};line-height:1.5;color:rgba(0,0,0,.87);background:${BRAND.background.default}}
.brand{background:${BRAND.background.paper};border-bottom:1px solid rgba(0,0,0,.12);min-height:56px;display:flex;align-items:center;padding:0 1rem}
@media (min-width:600px){.brand{min-height:64px;padding:0 1.5rem}}
.brand-inner{display:flex;align-items:center;gap:.5rem;font-weight:700;font-size:1rem;color:${BRAND.primary.main}}
.logo{display:block;flex:none}
main{flex:1;width:100%;max-width:30rem;margin:0 auto;padding:2rem 1rem}
.card{background:${BRAND.background.paper};border:1px solid rgba(0,0,0,.12);border-radius:8px;padding:1.5rem 1.25rem}
@media (min-width:600px){.card{padding:2rem}}
h1{margin:0 0 .5rem;font-size:1.75rem;font-weight:600;line-height:1.25}
p{margin:.5rem 0}
.intro{color:${BRAND.textSecondary}}
form{margin:1.25rem 0 0}
.field{margin:0 0 1rem}
label{display:block;font-weight:500;font-size:.875rem;margin:0 0 .25rem}
input[type=email],input[type=password],input[type=text]{display:block;width:100%;font:inherit;padding:.75rem .875rem;border:1px solid #767676;border-radius:8px;background:#fff;color:inherit}
input:hover{border-color:rgba(0,0,0,.87)}
input[aria-invalid=true]{border-color:#c62828;border-width:2px}
.hint{font-size:.8125rem;color:${BRAND.textSecondary};margin:.25rem 0 0}
.field-error{font-size:.8125rem;color:#c62828;font-weight:500;margin:.25rem 0 0}
.alert{background:#fdeded;color:#5f2120;padding:.75rem 1rem;border-radius:8px;margin:1rem 0}
.alert ul{margin:.25rem 0 0;padding-left:1.25rem}
.alert a{color:#5f2120}
.note{background:#edf7ed;color:#1e4620;padding:.5rem .75rem;border-radius:8px;font-size:.875rem;margin:1rem 0 0;overflow-wrap:anywhere}
.button{display:inline-block;width:100%;font:inherit;font-size:.9375rem;font-weight:600;text-align:center;text-decoration:none;padding:.625rem 1.375rem;border:0;border-radius:8px;background:${BRAND.primary.main};color:${BRAND.primary.contrastText};cursor:pointer}
.button:hover{background:#154a19}
a{color:${BRAND.primary.main};text-decoration:underline}
a:hover{color:#0d3310}
:focus-visible{outline:3px solid #ff9800;outline-offset:2px}
input:focus-visible{outline:2px solid ${BRAND.primary.main};outline-offset:0;border-color:${BRAND.primary.main}}
.switch{margin:1.25rem 0 0;text-align:center}
.demo{font-size:.8125rem;color:${BRAND.textSecondary};margin:1rem 0 0}
.langs{max-width:30rem;width:100%;margin:0 auto;padding:0 1rem 1.5rem;font-size:.875rem}
.langs ul{list-style:none;display:flex;flex-wrap:wrap;gap:.25rem 1rem;margin:0;padding:0}
.langs a[aria-current=true]{font-weight:700;text-decoration:none;color:rgba(0,0,0,.87)}
.visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.button.secondary{background:#fff;color:inherit;border:1px solid #767676}
.button.secondary:hover{background:#f5f5f5}
`;

/** The app's product mark (src/shared/ui/logo.tsx), decorative beside the name. */
const LOGO = `<svg class="logo" width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="6" fill="${BRAND.primary.main}"/><path d="M16 6l5 8h-3v5h-4v-5h-3zM9 20l3 5H7zm14 0l2 5h-5z" fill="${BRAND.primary.contrastText}"/></svg>`;

export interface LanguageLinks {
  /** Builds the link that shows the same page in another language. */
  href(locale: IdpLocale): string;
}

function languageNav(current: IdpLocale, links: LanguageLinks | undefined): string {
  if (!links) return '';
  const t = idpMessages[current];
  const items = IDP_LOCALES.map((locale) => {
    const name = idpMessages[locale].languageName;
    const currentAttr = locale === current ? ' aria-current="true"' : '';
    return `<li><a href="${escapeHtml(links.href(locale))}" lang="${locale}" hreflang="${locale}"${currentAttr}>${escapeHtml(name)}</a></li>`;
  }).join('');
  return `<nav class="langs" aria-label="${escapeHtml(t.languages)}"><ul>${items}</ul></nav>`;
}

export function page(options: {
  locale: IdpLocale;
  title: string;
  body: string;
  languages?: LanguageLinks;
}): string {
  const { locale, title, body } = options;
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – ${PRODUCT_NAME}</title>
<style>${STYLES}</style>
</head>
<body>
<header class="brand"><div class="brand-inner">${LOGO}<span>${PRODUCT_NAME}</span></div></header>
<main id="main">
<div class="card">
${body}
</div>
</main>
${languageNav(locale, options.languages)}
</body>
</html>`;
}

export interface LoginView {
  locale: IdpLocale;
  action: string;
  registerHref: string;
  /** TRUST-12: the provider's "Forgot password?" page. */
  forgotHref?: string;
  /** UX-11: the app's public quickcheck. */
  quickcheckHref: string;
  email?: string;
  error?: string | null;
  languages?: LanguageLinks;
}

/** UX-11: visitors who are not customers yet find the quickcheck from the provider's pages. */
const quickcheckOffer = (locale: IdpLocale, href: string) =>
  `<p class="switch">${escapeHtml(idpMessages[locale].quickcheckPrompt)} <a href="${escapeHtml(href)}" data-testid="quickcheck-link">${escapeHtml(idpMessages[locale].quickcheckLink)}</a></p>`;

export function loginPage(view: LoginView): string {
  const t = idpMessages[view.locale];
  const error = view.error
    ? `<div class="alert" role="alert" id="form-error" data-testid="login-error">${escapeHtml(view.error)}</div>`
    : '';
  const describedBy = view.error ? ' aria-describedby="form-error"' : '';
  const invalid = view.error ? ' aria-invalid="true"' : '';
  const body = `
<h1>${escapeHtml(t.signInTitle)}</h1>
<p class="intro">${escapeHtml(t.signInIntro)}</p>
${error}
<form method="post" action="${escapeHtml(view.action)}" novalidate>
<input type="hidden" name="lang" value="${view.locale}">
<div class="field">
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" inputmode="email" required spellcheck="false" value="${escapeHtml(view.email ?? '')}"${invalid}${describedBy}${view.email ? '' : ' autofocus'}>
</div>
<div class="field">
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${describedBy}${view.email ? ' autofocus' : ''}>
</div>
<button class="button" type="submit">${escapeHtml(t.signInButton)}</button>
</form>
${view.forgotHref ? `<p class="switch"><a href="${escapeHtml(view.forgotHref)}" data-testid="forgot-password-link">${escapeHtml(ADDRESS_TEXTS[view.locale].forgotLink)}</a></p>` : ''}
<p class="switch">${escapeHtml(t.noAccount)} <a href="${escapeHtml(view.registerHref)}" data-testid="create-account-link">${escapeHtml(t.createAccountLink)}</a></p>
${quickcheckOffer(view.locale, view.quickcheckHref)}
<p class="demo">${escapeHtml(t.demoHint)}</p>`;
  return page({ locale: view.locale, title: t.signInTitle, body, languages: view.languages });
}

export type RegistrationField = 'givenName' | 'familyName' | 'email' | 'password';
export type RegistrationValues = Record<RegistrationField, string>;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

export interface RegisterView {
  locale: IdpLocale;
  action: string;
  loginHref: string;
  values: Partial<RegistrationValues>;
  errors: RegistrationErrors;
  marketing: Record<string, string>;
  languages?: LanguageLinks;
  /** A refusal of the whole form (TRUST-13: too many attempts). */
  error?: string | null;
}

function field(
  t: IdpMessages,
  view: RegisterView,
  name: RegistrationField,
  type: 'text' | 'email' | 'password',
  autocomplete: string,
  firstInvalid: RegistrationField | undefined,
): string {
  const error = view.errors[name];
  const hint =
    name === 'password'
      ? `<p class="hint" id="password-hint">${escapeHtml(t.passwordHint)}</p>`
      : '';
  const describedBy = [name === 'password' ? 'password-hint' : '', error ? `${name}-error` : '']
    .filter(Boolean)
    .join(' ');
  const value = type === 'password' ? '' : ` value="${escapeHtml(view.values[name] ?? '')}"`;
  const extra = type === 'email' ? ' inputmode="email" spellcheck="false"' : '';
  const autofocus = (firstInvalid ? firstInvalid === name : name === 'givenName')
    ? ' autofocus'
    : '';
  return `<div class="field">
<label for="${name}">${escapeHtml(t[name])}</label>
<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required${extra}${value}${
    error ? ' aria-invalid="true"' : ''
  }${describedBy ? ` aria-describedby="${describedBy}"` : ''}${autofocus}>
${hint}${error ? `<p class="field-error" id="${name}-error">${escapeHtml(error)}</p>` : ''}
</div>`;
}

const FIELD_ORDER: RegistrationField[] = ['givenName', 'familyName', 'email', 'password'];

export function registerPage(view: RegisterView): string {
  const t = idpMessages[view.locale];
  const invalid = FIELD_ORDER.filter((name) => view.errors[name]);
  const summary = invalid.length
    ? `<div class="alert" role="alert" data-testid="registration-errors"><p><strong>${escapeHtml(t.errorSummary)}</strong></p><ul>${invalid
        .map((name) => `<li><a href="#${name}">${escapeHtml(view.errors[name])}</a></li>`)
        .join('')}</ul></div>`
    : '';
  const formError = view.error
    ? `<div class="alert" role="alert" data-testid="registration-error">${escapeHtml(view.error)}</div>`
    : '';
  const marketingEntries = Object.entries(view.marketing);
  const marketing = marketingEntries.length
    ? `<p class="note" data-testid="marketing-params"><strong>${escapeHtml(t.campaign)}:</strong> ${marketingEntries
        .map(
          ([key, value]) =>
            `<span data-param="${escapeHtml(key)}">${escapeHtml(key)}=${escapeHtml(value)}</span>`,
        )
        .join(', ')}</p>`
    : '';
  const body = `
<h1>${escapeHtml(t.registerTitle)}</h1>
<p class="intro">${escapeHtml(t.registerIntro)}</p>
${formError}${summary}
${marketing}
<form method="post" action="${escapeHtml(view.action)}" novalidate>
<input type="hidden" name="lang" value="${view.locale}">
${field(t, view, 'givenName', 'text', 'given-name', invalid[0])}
${field(t, view, 'familyName', 'text', 'family-name', invalid[0])}
${field(t, view, 'email', 'email', 'email', invalid[0])}
${field(t, view, 'password', 'password', 'new-password', invalid[0])}
<button class="button" type="submit">${escapeHtml(t.registerButton)}</button>
</form>
<p class="switch">${escapeHtml(t.haveAccount)} <a href="${escapeHtml(view.loginHref)}" data-testid="sign-in-link">${escapeHtml(t.signInLink)}</a></p>`;
  return page({ locale: view.locale, title: t.registerTitle, body, languages: view.languages });
}

/** Submits the provider's end-session form; allowed by its hash in the pages' CSP (TRUST-16). */
export const LOGOUT_SCRIPT =
  "(function(){var f=document.getElementById('op.logoutForm');if(f){f.submit();}})();";

/** The end-session confirmation, submitted at once: the app already asked the user. */
export function logoutPage(locale: IdpLocale, form: string): string {
  const t = idpMessages[locale];
  const body = `
<h1>${escapeHtml(t.signingOutTitle)}</h1>
<p>${escapeHtml(t.signingOutText)}</p>
${form}
<input type="hidden" form="op.logoutForm" name="logout" value="yes">
<noscript><button class="button" type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(t.signOutButton)}</button></noscript>
<script>${LOGOUT_SCRIPT}</script>`;
  return page({ locale, title: t.signingOutTitle, body });
}

export function loggedOutPage(locale: IdpLocale, appUrl: string): string {
  const t = idpMessages[locale];
  const body = `
<h1>${escapeHtml(t.signedOutTitle)}</h1>
<p>${escapeHtml(t.signedOutText)}</p>
<p><a class="button" href="${escapeHtml(appUrl)}">${escapeHtml(t.backToApp)}</a></p>
${quickcheckOffer(locale, new URL('quickcheck', appUrl).href)}`;
  return page({ locale, title: t.signedOutTitle, body });
}

export function errorPage(
  locale: IdpLocale,
  options: { appUrl: string; expired?: boolean; code?: string; description?: string },
): string {
  const t = idpMessages[locale];
  const title = options.expired ? t.expiredTitle : t.errorTitle;
  const text = options.expired ? t.expiredText : t.errorText;
  const code = options.code
    ? `<p data-testid="error-code">${escapeHtml(t.errorCode)}: <code>${escapeHtml(options.code)}</code></p>`
    : '';
  const description = options.description
    ? `<p class="hint" lang="en" data-testid="error-description">${escapeHtml(options.description)}</p>`
    : '';
  const details = code + description;
  const body = `
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
${details}
<p><a class="button" href="${escapeHtml(options.appUrl)}">${escapeHtml(t.backToApp)}</a></p>`;
  return page({ locale, title, body });
}
