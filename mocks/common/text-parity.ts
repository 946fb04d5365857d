/**
 * The mock services' own texts (mails, the identity provider's pages) kept in step across the
 * product's languages, as `npm run locales:check` keeps `locales/`: every table of texts per
 * language is listed here, and `npm run locales:check` (scripts/check-mock-texts.ts) and
 * `text-parity.test.ts` fail, naming the key, when a language lacks one another has.
 */
import { LANGUAGES } from '../../src/shared/contract/primitives';
import { EMAIL_CHANGE_MAIL_TEXTS } from '../account-service/handlers/email-change-mail-texts';
import { MAIL_TEXTS } from '../account-service/handlers/mail-texts';
import { REGISTRATION_MAIL_TEXTS } from '../account-service/handlers/registration-mail-texts';
import { ACCOUNT_PAGE_TEXTS } from '../identity-provider/account-page-texts';
import { ADDRESS_TEXTS } from '../identity-provider/address-texts';
import { idpMessages } from '../identity-provider/i18n';
import { THROTTLE_TEXTS } from '../identity-provider/throttle-texts';
import { BOOKING_MAIL_TEXTS } from '../main-api/data/booking-mail-texts';
import { CONFIRMATION } from '../main-api/data/illegal-content-notices';
import { MAILS } from '../main-api/data/newsletter-mails';
import { WORDS } from '../main-api/data/reminder-mails';

/** Every table of texts per language of the mock services, by where it lives. */
export const MOCK_TEXT_TABLES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'account-service/handlers/mail-texts.ts MAIL_TEXTS': MAIL_TEXTS,
  'account-service/handlers/email-change-mail-texts.ts EMAIL_CHANGE_MAIL_TEXTS':
    EMAIL_CHANGE_MAIL_TEXTS,
  'account-service/handlers/registration-mail-texts.ts REGISTRATION_MAIL_TEXTS':
    REGISTRATION_MAIL_TEXTS,
  'identity-provider/i18n.ts idpMessages': idpMessages,
  'identity-provider/address-texts.ts ADDRESS_TEXTS': ADDRESS_TEXTS,
  'identity-provider/account-page-texts.ts ACCOUNT_PAGE_TEXTS': ACCOUNT_PAGE_TEXTS,
  'identity-provider/throttle-texts.ts THROTTLE_TEXTS': THROTTLE_TEXTS,
  'main-api/data/booking-mail-texts.ts BOOKING_MAIL_TEXTS': BOOKING_MAIL_TEXTS,
  'main-api/data/illegal-content-notices.ts CONFIRMATION': CONFIRMATION,
  'main-api/data/newsletter-mails.ts MAILS': MAILS,
  'main-api/data/reminder-mails.ts WORDS': WORDS,
};

/** The key paths of one language's texts; a string or a function (a text with values) is a leaf. */
function leaves(value: unknown, prefix: string, out: Map<string, unknown>): Map<string, unknown> {
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      leaves(child, prefix ? `${prefix}.${key}` : key, out);
    }
  } else out.set(prefix, value);
  return out;
}

/**
 * What is wrong with a table of texts per language, one line each: a language of the product
 * missing, a key some language has and another lacks, an empty text or a value that is neither a
 * text nor a function.
 */
export function textParityProblems(table: Readonly<Record<string, unknown>>): string[] {
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    if (!(language in table))
      problems.push(`${language}: missing (every language needs its texts)`);
  }
  const byLanguage = Object.entries(table).map(
    ([language, texts]) => [language, leaves(texts, '', new Map())] as const,
  );
  const union = new Set(byLanguage.flatMap(([, keys]) => [...keys.keys()]));
  for (const [language, keys] of byLanguage) {
    for (const key of union) {
      if (!keys.has(key)) problems.push(`${language}: missing ${key || '(the texts)'}`);
    }
    for (const [key, value] of keys) {
      if (typeof value === 'function') continue;
      if (typeof value !== 'string' || value.trim() === '') {
        problems.push(`${language}: ${key || '(the texts)'} is empty or not a text`);
      }
    }
  }
  return problems;
}
