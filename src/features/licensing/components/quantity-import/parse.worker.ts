/**
 * TRUST-15: the parse worker. It reads one product list file off the page's thread and answers
 * with the table or the reason it was refused; the page terminates it after the answer, on cancel
 * and on timeout.
 */
import { answerParseRequest, type ParseRequest, type ParseResponse } from './parse/protocol';

/** The worker's global scope, as far as it is used here (the app compiles against DOM types). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ParseRequest>) => void) | null;
  postMessage(message: ParseResponse): void;
};

scope.onmessage = (event) => {
  void answerParseRequest(event.data).then((response) => scope.postMessage(response));
};
