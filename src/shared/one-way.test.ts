/**
 * HOUSE-4: one way each, checked on the sources so it stays so. Each rule is a function of a
 * file's path and text that answers what it finds; each is shown to find a wrong way in a sample
 * (so a broken rule fails here) and to find nothing in the tree.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_ERROR_KINDS } from '@/shared/api/error-catalogue';
import { ERROR_REASONS } from '@/shared/contract/account/reasons';
import { paths } from '@/shared/paths';

const ROOT = join(__dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

type Rule = (path: string, text: string) => string[];

/** The lines of `text` matching `pattern`, as `path:line: text`. */
const lines = (path: string, text: string, pattern: RegExp) =>
  text
    .split('\n')
    .flatMap((line, index) => (pattern.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : []));

/** Where the catalogue and its readers live: the only places a raw status or reason is read. */
const CATALOGUE = [
  'src/shared/api/error-catalogue.ts',
  'src/shared/api/api-error.ts',
  'src/shared/api/error-message.ts',
  'src/shared/api/base-query.ts',
];

/** An HTTP status compared by hand (`error.status === 409`): `isRejection`, `isErrorKind`. */
const rawStatus: Rule = (path, text) =>
  CATALOGUE.includes(path) || path.startsWith('src/shared/contract/')
    ? []
    : lines(path, text, /\.status\s*[!=]==\s*[1-5]\d\d\b|\b[1-5]\d\d\s*[!=]==\s*[\w.?]*\.status\b/);

/** A reason code of the contract compared by hand (`error.reason === 'soleOwner'`): `hasReason`. */
const REASON = new RegExp(`\\.reason\\s*[!=]==\\s*'(${ERROR_REASONS.join('|')})'`);
const rawReason: Rule = (path, text) => (CATALOGUE.includes(path) ? [] : lines(path, text, REASON));

/** A catalogue kind compared by hand (`error.kind === 'notFound'`): `isErrorKind`. */
const KIND = new RegExp(`\\.kind\\s*[!=]==\\s*'(${API_ERROR_KINDS.join('|')})'`);
const rawKind: Rule = (path, text) => (CATALOGUE.includes(path) ? [] : lines(path, text, KIND));

/** An error body read by hand (`'data' in error`): the base query makes it an `ApiError`. */
const rawBody: Rule = (path, text) =>
  path.startsWith('src/shared/api/') ? [] : lines(path, text, /'data' in error/);

/**
 * A lazy dialog made another way than `lazyDialog`: a `lazyPart` of a dialog, a `Suspense` of its
 * own around one, or the old `useOpenedOnce`.
 */
const otherLazyDialog: Rule = (path, text) => {
  if (path === 'src/shared/ui/lazy-dialog.tsx') return [];
  const part = [
    ...text.matchAll(
      /lazyPart\(\s*\(\)\s*=>\s*import\([^)]*\)\.then\(\s*\(\w+\)\s*=>\s*\w+\.(\w+)/g,
    ),
  ]
    .map((match) => match[1]!)
    .filter((name) => name.endsWith('Dialog'))
    .map((name) => `${path}: lazyPart of ${name}`);
  return [
    ...part,
    ...lines(path, text, /useOpenedOnce/),
    ...[...text.matchAll(/<Suspense\b[^>]*>\s*<(\w*Dialog)\b/g)].map(
      (match) => `${path}: Suspense around ${match[1]}`,
    ),
  ];
};

/**
 * A failure said in an alert of its own (`<Alert severity="error">{errorMessage(error)}</Alert>`):
 * a submit failure goes through `SubmitError`, a load failure through `QueryErrorAlert`. The load
 * failures that still build their alert are listed (a ratchet: the list only shrinks).
 */
const LOAD_FAILURE_ALERTS = [
  'src/features/admin/routes/admin-page.tsx',
  'src/features/team/routes/invitations-page.tsx',
  'src/features/team/routes/members-page.tsx',
  'src/features/account/routes/company-page.tsx',
  'src/features/advisers/components/add-adviser-dialog.tsx',
  'src/features/advisers/routes/workspace-page.tsx',
  'src/features/advisers/routes/advisers-page.tsx',
  'src/features/deadlines/feed-dialog.tsx',
];
const ownErrorAlert: Rule = (path, text) =>
  ['src/shared/forms/submit-error.tsx', 'src/shared/ui/query-error-alert.tsx'].includes(path) ||
  LOAD_FAILURE_ALERTS.includes(path)
    ? []
    : [...text.matchAll(/<Alert\b[^>]*>[^<]*?errorMessage\(/g)].map(
        (match) => `${path}: ${match[0].replace(/\s+/g, ' ')}`,
      );

/** The first segments of the app's addresses (`/companies`, `/bookings`, `/workspace`, ...). */
function appSegments(): string[] {
  const patterns = (table: object): string[] =>
    Object.values(table).flatMap((value: unknown) =>
      !value || typeof value !== 'object'
        ? []
        : 'pattern' in value
          ? [(value as { pattern: string }).pattern]
          : patterns(value),
    );
  return [...new Set(patterns(paths).map((pattern) => pattern.split('/')[1] ?? ''))].filter(
    (segment) => segment && !segment.startsWith(':'),
  );
}
const APP_LINK = new RegExp(`[\`'"}]/(${appSegments().join('|')})\\b`);

/** An app link of a mail built by hand in a mail builder of the mocks: `paths` builds them. */
const handMadeMailLink: Rule = (path, text) =>
  text.includes('outbox.send(') ? lines(path, text, APP_LINK) : [];

const SOURCES = filesUnder('src');
const MOCKS = filesUnder('mocks');

describe('one way each (HOUSE-4)', () => {
  it.each([
    [
      'rawStatus',
      rawStatus,
      'src/features/x.tsx',
      "if (isApiError(e) && e.status === 409) setStart('');",
    ],
    ['rawStatus', rawStatus, 'src/shared/api/use-upload.ts', 'e.status === 413 && !e.limitBytes'],
    [
      'rawReason',
      rawReason,
      'src/features/x.tsx',
      "const again = error.reason === 'recentSignInRequired';",
    ],
    [
      'rawKind',
      rawKind,
      'src/features/x.ts',
      "if (isApiError(e) && e.kind === 'notFound') return null;",
    ],
    ['rawBody', rawBody, 'src/features/x.tsx', "const data = 'data' in error ? error.data : null;"],
    [
      'otherLazyDialog',
      otherLazyDialog,
      'src/features/x.tsx',
      "const { Part: CancelDialog } = lazyPart(() => import('./c').then((m) => m.CancelDialog));",
    ],
    [
      'otherLazyDialog',
      otherLazyDialog,
      'src/features/x.tsx',
      '{open && (<Suspense fallback={null}><MarketsDialog open /></Suspense>)}',
    ],
    [
      'ownErrorAlert',
      ownErrorAlert,
      'src/features/x.tsx',
      '<Alert severity="error" role="alert">\n  {errorMessage(saving.error)}\n</Alert>',
    ],
    [
      'handMadeMailLink',
      handMadeMailLink,
      'mocks/x.ts',
      'outbox.send({ links: [{ url: `${origin}/bookings/${booking.id}` }] });',
    ],
  ] as const)('[HOUSE-4] %s finds the other way in a sample', (_name, rule, path, sample) => {
    expect(rule(path, sample)).not.toEqual([]);
  });

  it('[HOUSE-4] no status, reason or kind is read around the error catalogue, no error body by hand', () => {
    const found = SOURCES.flatMap((path) => {
      const text = read(path);
      return [
        ...rawStatus(path, text),
        ...rawReason(path, text),
        ...rawKind(path, text),
        ...rawBody(path, text),
      ];
    });
    expect(found).toEqual([]);
  });

  it('[HOUSE-4] every lazy dialog is made by lazyDialog', () => {
    expect(SOURCES.flatMap((path) => otherLazyDialog(path, read(path)))).toEqual([]);
  });

  it('[HOUSE-4] every submit failure is said by SubmitError (load failures: the ratchet list only)', () => {
    expect(SOURCES.flatMap((path) => ownErrorAlert(path, read(path)))).toEqual([]);
    // The ratchet: a page taken off the list stays off (its alert went to QueryErrorAlert).
    const stillOwn = LOAD_FAILURE_ALERTS.filter((path) =>
      /<Alert\b[^>]*>[^<]*?errorMessage\(/.test(read(path)),
    );
    expect(stillOwn).toEqual(LOAD_FAILURE_ALERTS);
  });

  it('[HOUSE-4] the mock mails build their app links from paths', () => {
    const builders = MOCKS.filter((path) => read(path).includes('outbox.send('));
    expect(builders.length).toBeGreaterThan(3);
    expect(builders.flatMap((path) => handMadeMailLink(path, read(path)))).toEqual([]);
  });
});
