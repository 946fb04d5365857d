/**
 * TRUST-7, the app's upload transport, proven through the real upload endpoints with a real store
 * and the shared msw handlers: XHR with progress, the token, one renewal and the Idempotency-Key
 * of every request, a timeout that runs only while nothing moves, cancel, and a 413 told with its
 * limit. The idle timer is proven against a scripted XMLHttpRequest (the network's pace is what
 * the test controls there; msw answers at once).
 */
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/common/node';
import { COMPANY_IDS } from '../../../mocks/common/data/fixtures/companies';
import { attachments } from '../../../mocks/main-api/data/support';
import { config } from '@/shared/config/config';
import { IDEMPOTENCY_KEY_HEADER } from '@/shared/contract/endpoint';
import { supportApi } from '@/features/support/api';
import { FakeAuth } from '@/testing/fake-auth';
import { makeTestStore } from '@/testing/make-test-store';
import { errorOf } from '@/testing/request-log';
import { errorMessageKey } from './error-message';
import {
  UPLOAD_IDLE_TIMEOUT_MS,
  setUploadIdleTimeout,
  uploadProgressOf,
  watchUploads,
  type UploadProgress,
} from './upload-transport';
import { REQUEST_TIMEOUT_MS } from './base-query';

const { nordlicht } = COMPANY_IDS;
const uploadUrl = `${config.mainApiUrl}/companies/${nordlicht}/support/attachments`;
const PDF_BASE64 = btoa('%PDF-1.4\n%test\n');
const upload = (uploadId: string) =>
  supportApi.endpoints.uploadAttachment.initiate({
    companyId: nordlicht,
    uploadId,
    input: { name: 'invoice.pdf', type: 'application/pdf', content: PDF_BASE64 },
  });

/** Every progress report of the upload `id`, as `useUpload` sees them. */
function followProgress(id: string): UploadProgress[] {
  const seen: UploadProgress[] = [];
  const stop = watchUploads(() => {
    const now = uploadProgressOf(id);
    if (now) seen.push(now);
  });
  afterCleanup.push(stop);
  return seen;
}
const afterCleanup: (() => void)[] = [];
afterEach(() => {
  afterCleanup.splice(0).forEach((stop) => stop());
  setUploadIdleTimeout(UPLOAD_IDLE_TIMEOUT_MS);
  jest.useRealTimers();
});

describe('[TRUST-7] uploads through the base query', () => {
  it('[TRUST-7] an upload is sent by XHR with progress, the bearer token and an Idempotency-Key, and is stored', async () => {
    const { store, auth } = makeTestStore();
    const seen: Request[] = [];
    server.events.on('request:start', ({ request }) => void seen.push(request.clone()));
    const progress = followProgress('u-1');
    const before = attachments.all().length;

    const result = await store.dispatch(upload('u-1'));

    server.events.removeAllListeners();
    expect(result.data).toMatchObject({ name: 'invoice.pdf', type: 'application/pdf' });
    expect(attachments.all()).toHaveLength(before + 1);
    // Only XMLHttpRequest reports upload progress: fetch would leave this empty.
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)!.loaded).toBeGreaterThan(0);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.get('Authorization')).toBe(`Bearer ${auth.token}`);
    expect(seen[0]!.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^"[0-9a-f-]{16,}"$/);
    expect(seen[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(await seen[0]!.json()).toMatchObject({ name: 'invoice.pdf', content: PDF_BASE64 });
  });

  it('[TRUST-7] a 401 during an upload renews the session once and sends it again with the new token and the same Idempotency-Key', async () => {
    const auth = new FakeAuth();
    const { store } = makeTestStore({ auth });
    const first = auth.token;
    const seen: { authorization: string | null; key: string | null }[] = [];
    server.use(
      http.post(uploadUrl, ({ request }) => {
        seen.push({
          authorization: request.headers.get('Authorization'),
          key: request.headers.get(IDEMPOTENCY_KEY_HEADER),
        });
        // The first try meets a token that ran out; the retry goes on to the real handler.
        if (seen.length === 1) return HttpResponse.json({ message: 'expired' }, { status: 401 });
        return undefined;
      }),
    );

    const result = await store.dispatch(upload('u-2'));

    expect(result.data?.name).toBe('invoice.pdf');
    expect(auth.renewals).toBe(1);
    expect(seen).toHaveLength(2);
    expect(seen[0]!.authorization).toBe(`Bearer ${first}`);
    expect(seen[1]!.authorization).toBe(`Bearer ${auth.token}`);
    expect(seen[1]!.authorization).not.toBe(seen[0]!.authorization);
    expect(seen[1]!.key).toBe(seen[0]!.key);
    expect(auth.signInRedirects).toHaveLength(0);
  });

  it('[TRUST-7] a 413 from the service carries the limit it names, and the catalogue tells it with that limit', async () => {
    server.use(
      http.post(uploadUrl, () =>
        HttpResponse.json(
          { message: 'Payload too large', limitBytes: 10 * 1024 * 1024 },
          { status: 413 },
        ),
      ),
    );
    const { store } = makeTestStore();
    const error = errorOf(await store.dispatch(upload('u-3')));
    expect(error).toMatchObject({ status: 413, limitBytes: 10 * 1024 * 1024 });
    expect(errorMessageKey(error)).toBe('errors.tooLarge');
    // Without a limit in the body the message says no number rather than a wrong one.
    expect(errorMessageKey({ ...error, limitBytes: undefined })).toBe('errors.tooLargeNoLimit');
  });
});

/**
 * An XMLHttpRequest whose network the test scripts: `progress(n)` moves the upload on,
 * `answer(status, body)` ends it.
 */
class ScriptedXhr {
  static last: ScriptedXhr | null = null;
  upload: { onprogress: ((e: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onprogress: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  sentAt = 0;
  headers: Record<string, string> = {};
  constructor() {
    ScriptedXhr.last = this;
  }
  open(): void {}
  setRequestHeader(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value;
  }
  getAllResponseHeaders(): string {
    return 'content-type: application/json\r\n';
  }
  send(): void {
    this.sentAt = Date.now();
  }
  abort(): void {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total = 1000): void {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  answer(status: number, body: unknown): void {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('[TRUST-7] the upload timeout runs only while no progress is made', () => {
  const attachment = {
    id: 'att-1',
    name: 'invoice.pdf',
    type: 'application/pdf',
    sizeBytes: 12,
    uploadedAt: '2026-11-25T10:00:00.000Z',
  };

  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const original = Object.getOwnPropertyDescriptor(globalThis, 'XMLHttpRequest')!;
    Object.defineProperty(globalThis, 'XMLHttpRequest', {
      configurable: true,
      enumerable: original.enumerable ?? false,
      writable: true,
      value: ScriptedXhr,
    });
    afterCleanup.push(() => Object.defineProperty(globalThis, 'XMLHttpRequest', original));
    ScriptedXhr.last = null;
  });

  const started = async () => {
    for (let i = 0; i < 20 && !ScriptedXhr.last?.sentAt; i += 1) await Promise.resolve();
    const xhr = ScriptedXhr.last;
    if (!xhr) throw new Error('no XMLHttpRequest was sent');
    return xhr;
  };

  it('[TRUST-7] an upload that keeps moving runs far beyond the 10 s request timeout and beyond the idle timeout in all', async () => {
    const { store } = makeTestStore();
    const pending = store.dispatch(upload('slow'));
    const xhr = await started();
    // 100 s in all, never 30 s without progress.
    for (let step = 1; step <= 5; step += 1) {
      await jest.advanceTimersByTimeAsync(20_000);
      xhr.progress(step * 200);
    }
    expect(5 * 20_000).toBeGreaterThan(UPLOAD_IDLE_TIMEOUT_MS + REQUEST_TIMEOUT_MS);
    expect(xhr.aborted).toBe(false);
    xhr.answer(201, { data: attachment });
    const result = await pending;
    expect(result.data).toEqual(attachment);
  });

  it('[TRUST-7] an upload that stops moving for the idle timeout fails as a connection problem', async () => {
    const { store } = makeTestStore();
    const pending = store.dispatch(upload('stuck'));
    const xhr = await started();
    xhr.progress(100);
    await jest.advanceTimersByTimeAsync(UPLOAD_IDLE_TIMEOUT_MS - 1);
    expect(xhr.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(xhr.aborted).toBe(true);
    expect(errorOf(await pending)).toMatchObject({ kind: 'network', status: 'TIMEOUT_ERROR' });
  });

  it('[TRUST-7] the idle timeout is injectable', async () => {
    setUploadIdleTimeout(2_000);
    const { store } = makeTestStore();
    const pending = store.dispatch(upload('short'));
    const xhr = await started();
    await jest.advanceTimersByTimeAsync(2_000);
    expect(xhr.aborted).toBe(true);
    expect(errorOf(await pending).status).toBe('TIMEOUT_ERROR');
  });

  it('[TRUST-7] cancelling the mutation aborts the XHR at once', async () => {
    const { store } = makeTestStore();
    const pending = store.dispatch(upload('cancel'));
    const xhr = await started();
    xhr.progress(300);
    pending.abort();
    const result = await pending;
    expect(xhr.aborted).toBe(true);
    expect(result.error).toBeDefined();
    expect(result.data).toBeUndefined();
  });
});
