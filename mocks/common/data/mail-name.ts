/**
 * TRUST-14: what someone else chose (a company's, a user's, an adviser's name, a cancellation
 * reason) as it may appear in the body of a mail the platform sends. Such a text must not be able
 * to write a paragraph of its own ("Your account is locked, sign in at ..."), so it is:
 *
 * - single-line: control characters, line and paragraph separators and bidi controls become a
 *   space (zero-width characters, which only hide things, are dropped), spaces collapse;
 * - never a link: `scheme://` becomes `scheme[:]//` and a dot between a letter or digit and a
 *   label of two or more characters becomes `[.]` (the "defanged" notation: `evil[.]example`), so
 *   no mail client turns `www.evil.example`, `evil.example/login` or `a@evil.example` into
 *   something to click; legal forms such as `S.L.`, `e.K.` or `Co. KG` stay as they are;
 * - capped: at most `max` characters (80 for a name), the last one an ellipsis.
 *
 * The mails are plain text (the mailbox lists the links apart), so nothing is HTML-escaped here;
 * an HTML body would escape these values as well.
 *
 * The result is branded: every mail builder's facts take `MailName`, so a new mail that passes a
 * stored name as it is does not compile.
 */
declare const mailNameBrand: unique symbol;
export type MailName = string & { readonly [mailNameBrand]: true };

export const MAIL_NAME_MAX = 80;
/** A longer text of someone else in a mail (a cancellation reason): the same rules, a larger cap. */
export const MAIL_TEXT_MAX = 500;

/* eslint-disable no-control-regex */
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u0085]/g;
/** Bidi embeddings, overrides and isolates, the marks and the Arabic letter mark. */
export const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;
/* eslint-enable no-control-regex */
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff\u00ad]/g;

function defang(text: string): string {
  return text
    .replace(/([\p{L}\p{N}+.-]*):\/\//gu, '$1[:]//')
    .replace(/(?<=[\p{L}\p{N}])\.(?=\p{L}[\p{L}\p{N}-])/gu, '[.]');
}

function cap(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** `raw` as it may stand in a mail body (see above); empty for nothing. */
export function mailName(raw: string | null | undefined, max = MAIL_NAME_MAX): MailName {
  const oneLine = (raw ?? '')
    .normalize('NFC')
    .replace(ZERO_WIDTH, '')
    .replace(LINE_BREAKING, ' ')
    .replace(BIDI_CONTROLS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cap(defang(oneLine), max) as MailName;
}

/** A longer free text of someone else (a reason) for a mail body: `mailName` with a larger cap. */
export const mailText = (raw: string | null | undefined): MailName => mailName(raw, MAIL_TEXT_MAX);
