/**
 * TRUST-15: the messages between the page and the parse worker, and the worker's side of them.
 * The worker (`../parse.worker.ts`) and the in-process stand-in that tests and browsers without
 * workers use (`../parse-import-file.ts`) both answer through `answerParseRequest`, so the two
 * cannot drift apart.
 */
import type { Cell } from '../product-list';
import { readProductFile } from '../read-file';
import { ProductFileError, type ReadFailure } from './limits';

export interface ParseRequest {
  type: 'parse';
  file: File;
}

export type ParseResponse =
  { type: 'parsed'; table: Cell[][] } | { type: 'failed'; reason: ReadFailure };

/** The answer to one request; never throws (a failure is an answer too). */
export async function answerParseRequest(request: ParseRequest): Promise<ParseResponse> {
  try {
    return { type: 'parsed', table: await readProductFile(request.file) };
  } catch (error) {
    return {
      type: 'failed',
      reason: error instanceof ProductFileError ? error.reason : 'unreadable',
    };
  }
}

/** One side of the conversation: the worker or its in-process stand-in. */
export interface ParseChannel {
  post(request: ParseRequest): void;
  /** The answer, or `null` when the channel broke (the worker failed to load or crashed). */
  onAnswer(listener: (response: ParseResponse | null) => void): void;
  terminate(): void;
}
