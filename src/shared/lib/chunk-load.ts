/**
 * TRUST-17: a download of the app's own code or texts that failed (a webpack chunk, a CSS chunk,
 * a namespace of texts). Offline, or on a dropped connection, that is a connection problem, not
 * an error of the app: it is shown as such and tried again when the connection returns. webpack
 * removes a failed chunk's script tag and does not remember the failure, so a new `import()` of
 * the same chunk downloads it again.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // webpack's script loading; mini-css-extract-plugin names its own failure by code.
  return (
    error.name === 'ChunkLoadError' ||
    (error as { code?: unknown }).code === 'CSS_CHUNK_LOAD_FAILED'
  );
}

/** A failure to download texts, named like webpack's so one check finds both. */
export function chunkLoadError(message: string): Error {
  const error = new Error(message);
  error.name = 'ChunkLoadError';
  return error;
}

/** Calls `retry` each time the browser says it is online again; returns the unsubscribe. */
export function whenOnlineAgain(retry: () => void): () => void {
  window.addEventListener('online', retry);
  return () => window.removeEventListener('online', retry);
}
