/**
 * TRUST-15: the parse worker as a channel. Its own module, loaded only where `Worker` exists:
 * webpack turns this `new Worker(new URL(…))` into a separate worker chunk (no navigation loads it),
 * and jest, which runs CommonJS, never reads the `import.meta` below.
 */
import type { ParseChannel, ParseResponse } from './protocol';

export function workerChannel(): ParseChannel {
  const worker = new Worker(new URL('../parse.worker.ts', import.meta.url), {
    name: 'product-list-parser',
  });
  return {
    post: (request) => worker.postMessage(request),
    onAnswer(listener) {
      worker.onmessage = (event: MessageEvent<ParseResponse>) => listener(event.data);
      worker.onerror = (event) => {
        // Answered here: the page shows the file as unreadable, nothing else reports it.
        event.preventDefault();
        listener(null);
      };
      worker.onmessageerror = () => listener(null);
    },
    terminate: () => worker.terminate(),
  };
}
