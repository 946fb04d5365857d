import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { EndpointSpec } from '@/shared/contract/endpoint';
import { isErrorKind, type ApiError } from './api-error';
import {
  forgetUploadProgress,
  uploadProgressOf,
  watchUploads,
  type UploadProgress,
} from './upload-transport';

/** What an upload mutation's trigger returns (RTK Query's `MutationActionCreatorResult`). */
export interface StartedUpload<T> extends PromiseLike<{ data: T } | { error: unknown }> {
  abort(): void;
  /** Forgets the mutation's entry, with the file's content in its argument. */
  reset(): void;
}

export type UploadOutcome<T> =
  | { ok: true; data: T; cancelled?: false }
  | { ok: false; cancelled: true }
  | { ok: false; cancelled?: false; error: ApiError | unknown };

/** The upload running now: its file's name and how far it got. */
export interface RunningUpload {
  name: string;
  progress: UploadProgress | undefined;
}

export interface UploadHandle {
  /**
   * Sends `file`: refused before reading when larger than the endpoint takes (an error like the
   * service's 413, with `limitBytes`), else read as base64 and handed to `send` with the upload's
   * id, which the mutation passes on (`uploadRequest`).
   */
  start<T>(
    file: Blob & { name: string },
    send: (content: string, uploadId: string) => StartedUpload<T>,
  ): Promise<UploadOutcome<T>>;
  /** Stops the running upload; its `start` resolves `{ cancelled: true }`. */
  cancel(): void;
  running: RunningUpload | null;
  /** The name of the file whose upload was cancelled last, until the next upload starts. */
  cancelled: string | null;
  /** The largest file the endpoint takes, from the contract (`upload.maxFileBytes`). */
  maxFileBytes: number;
}

let counter = 0;

/** The file's bytes as base64, without the `data:` prefix. */
export function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** The answer for a file over the endpoint's limit, refused before anything is sent. */
export const tooLargeError = (limitBytes: number): ApiError => ({
  kind: 'tooLarge',
  status: 413,
  limitBytes,
  message: 'Refused before sending: larger than the endpoint takes',
});

/**
 * TRUST-7: the one upload helper of the app, for one upload endpoint at a time. It checks the size
 * against the contract's `upload.maxFileBytes` before reading the file, follows the progress the
 * base query's XHR transport reports, cancels through the mutation's `abort()`, and forgets the
 * mutation's entry afterwards (the file's content need not stay in the store). A 413 from the
 * service carries `limitBytes` and is told by the error catalogue with the limit; one without it
 * gets the contract's limit. Show `running` with `UploadProgress`.
 */
export function useUpload(spec: EndpointSpec): UploadHandle {
  const maxFileBytes = spec.upload?.maxFileBytes;
  if (maxFileBytes === undefined) throw new Error(`${spec.path} is no upload endpoint`);
  const [current, setCurrent] = useState<{ id: string; name: string } | null>(null);
  const [cancelledName, setCancelledName] = useState<string | null>(null);
  const started = useRef<{ abort(): void } | null>(null);
  const cancelled = useRef(false);
  const id = current?.id ?? null;
  const progress = useSyncExternalStore(
    watchUploads,
    () => uploadProgressOf(id),
    () => undefined,
  );
  // A page left in the middle of an upload stops it.
  useEffect(() => () => started.current?.abort(), []);

  const start = useCallback(
    async <T>(
      file: Blob & { name: string },
      send: (content: string, uploadId: string) => StartedUpload<T>,
    ): Promise<UploadOutcome<T>> => {
      setCancelledName(null);
      if (file.size > maxFileBytes) return { ok: false, error: tooLargeError(maxFileBytes) };
      counter += 1;
      const uploadId = `upload-${counter}`;
      cancelled.current = false;
      setCurrent({ id: uploadId, name: file.name });
      try {
        let content: string;
        try {
          content = await readBase64(file);
        } catch {
          return {
            ok: false,
            error: { kind: 'unexpected', status: 'UNREADABLE', message: 'File not readable' },
          };
        }
        if (cancelled.current) {
          setCancelledName(file.name);
          return { ok: false, cancelled: true };
        }
        const mutation = send(content, uploadId);
        started.current = mutation;
        const result = await mutation;
        mutation.reset();
        if (cancelled.current) {
          setCancelledName(file.name);
          return { ok: false, cancelled: true };
        }
        if (!('error' in result) || result.error === undefined)
          return { ok: true, data: (result as { data: T }).data };
        const error = result.error;
        return {
          ok: false,
          error:
            isErrorKind(error, 'tooLarge') && error.limitBytes === undefined
              ? { ...error, limitBytes: maxFileBytes }
              : error,
        };
      } finally {
        started.current = null;
        forgetUploadProgress(uploadId);
        setCurrent(null);
      }
    },
    [maxFileBytes],
  );

  const cancel = useCallback(() => {
    cancelled.current = true;
    started.current?.abort();
  }, []);

  return {
    start,
    cancel,
    running: current ? { name: current.name, progress } : null,
    cancelled: cancelledName,
    maxFileBytes,
  };
}
