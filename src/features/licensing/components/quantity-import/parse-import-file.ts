/**
 * TRUST-15: the page's one way to read a chosen product list. The file is parsed in a Web Worker,
 * so a hostile file costs the worker, not the page: the page stays responsive, and the worker is
 * terminated after its answer, when the user cancels, and after PARSE_TIMEOUT_MS. Where there is
 * no `Worker` (jest's jsdom and node), the same messages are answered in-process by the same code
 * (`answerParseRequest`), so component tests exercise the real parsers and protocol.
 */
import type { Cell } from './product-list';
import { PARSE_TIMEOUT_MS, ProductFileError, checkProductFile } from './parse/limits';
import type { ParseChannel, ParseRequest, ParseResponse } from './parse/protocol';

/** The in-process stand-in for the worker: answers asynchronously, ignores all after terminate. */
export async function inProcessChannel(): Promise<ParseChannel> {
  const { answerParseRequest } = await import(
    /* webpackChunkName: "product-list-parser-inline" */ './parse/protocol'
  );
  let listener: ((response: ParseResponse | null) => void) | null = null;
  let terminated = false;
  return {
    post(request: ParseRequest) {
      void answerParseRequest(request).then((response) => {
        if (!terminated) listener?.(response);
      });
    },
    onAnswer: (next) => {
      listener = next;
    },
    terminate: () => {
      terminated = true;
    },
  };
}

async function defaultChannel(): Promise<ParseChannel> {
  if (typeof Worker !== 'function') return inProcessChannel();
  const { workerChannel } = await import(
    /* webpackChunkName: "product-list-parser-client" */ './parse/worker-channel'
  );
  return workerChannel();
}

export interface ParseOptions {
  /** Aborting terminates the parse: the promise rejects with `cancelled`. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Where the messages go (the worker unless a test hands another channel). */
  channel?: () => Promise<ParseChannel>;
}

/** A chosen file as a table, or a `ProductFileError` (kind and size are checked before reading). */
export async function parseImportFile(file: File, options: ParseOptions = {}): Promise<Cell[][]> {
  const { signal, timeoutMs = PARSE_TIMEOUT_MS, channel: open = defaultChannel } = options;
  checkProductFile(file);
  if (signal?.aborted) throw new ProductFileError('cancelled');
  const channel = await open();
  return new Promise<Cell[][]>((resolve, reject) => {
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
      channel.terminate();
      outcome();
    };
    const cancel = () => finish(() => reject(new ProductFileError('cancelled')));
    const timer = setTimeout(
      () => finish(() => reject(new ProductFileError('timeout'))),
      timeoutMs,
    );
    signal?.addEventListener('abort', cancel, { once: true });
    if (signal?.aborted) return cancel();
    channel.onAnswer((response) =>
      finish(() => {
        if (response?.type === 'parsed') resolve(response.table);
        else reject(new ProductFileError(response?.reason ?? 'unreadable'));
      }),
    );
    channel.post({ type: 'parse', file });
  });
}
