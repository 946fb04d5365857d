import Papa from 'papaparse';
import { ProductFileError } from './parse/limits';
import type { ParseChannel, ParseRequest, ParseResponse } from './parse/protocol';
import { inProcessChannel, parseImportFile } from './parse-import-file';

const ROWS = [
  ['product', 'material', 'weight_per_unit_g', 'units_per_period', 'country'],
  ['Shipping box', 'PPK', '180', '12000', 'DE'],
];
const csv = (name = 'products.csv') => new File([Papa.unparse(ROWS)], name);

/** A channel that records what happens to it and answers only when told to. */
function heldChannel() {
  const state = {
    posted: [] as ParseRequest[],
    terminated: false,
    answer: (_response: ParseResponse | null) => {},
  };
  const channel: ParseChannel = {
    post: (request) => state.posted.push(request),
    onAnswer: (listener) => {
      state.answer = listener;
    },
    terminate: () => {
      state.terminated = true;
    },
  };
  return { state, open: () => Promise.resolve(channel) };
}

describe('the page’s side of the parse worker (TRUST-15)', () => {
  it('[TRUST-15] without a Worker the same messages are answered in-process by the real parsers', async () => {
    expect(typeof Worker).toBe('undefined');
    expect(await parseImportFile(csv())).toEqual(ROWS);
    const channel = await inProcessChannel();
    const answer = new Promise<ParseResponse | null>((resolve) => channel.onAnswer(resolve));
    channel.post({ type: 'parse', file: new File(['a\n"open'], 'bad.csv') });
    expect(await answer).toEqual({ type: 'failed', reason: 'unreadable' });
  });

  it('[TRUST-15] kind and size are refused on the page, before a worker is started', async () => {
    const { state, open } = heldChannel();
    await expect(parseImportFile(new File(['x'], 'list.pdf'), { channel: open })).rejects.toEqual(
      new ProductFileError('unsupportedType'),
    );
    await expect(
      parseImportFile(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.csv'), {
        channel: open,
      }),
    ).rejects.toEqual(new ProductFileError('tooLarge'));
    expect(state.posted).toEqual([]);
  });

  it('[TRUST-15] a parse that does not answer in time is terminated and reported as too slow', async () => {
    const { state, open } = heldChannel();
    const parsing = parseImportFile(csv(), { channel: open, timeoutMs: 50 });
    await expect(parsing).rejects.toEqual(new ProductFileError('timeout'));
    expect(state.posted).toHaveLength(1);
    expect(state.terminated).toBe(true);
  });

  it('[TRUST-15] cancelling terminates the worker at once; a late answer changes nothing', async () => {
    const { state, open } = heldChannel();
    const controller = new AbortController();
    const parsing = parseImportFile(csv(), { channel: open, signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(state.posted).toHaveLength(1);
    controller.abort();
    await expect(parsing).rejects.toEqual(new ProductFileError('cancelled'));
    expect(state.terminated).toBe(true);
    state.answer({ type: 'parsed', table: [] });
    await expect(parsing).rejects.toEqual(new ProductFileError('cancelled'));
  });

  it('[TRUST-15] the worker’s refusal reaches the page with its reason; a crashed worker reads as unreadable', async () => {
    const refused = heldChannel();
    const parsing = parseImportFile(csv(), { channel: refused.open });
    await new Promise((resolve) => setTimeout(resolve, 0));
    refused.state.answer({ type: 'failed', reason: 'unpackLimit' });
    await expect(parsing).rejects.toEqual(new ProductFileError('unpackLimit'));
    expect(refused.state.terminated).toBe(true);

    const crashed = heldChannel();
    const crashing = parseImportFile(csv(), { channel: crashed.open });
    await new Promise((resolve) => setTimeout(resolve, 0));
    crashed.state.answer(null);
    await expect(crashing).rejects.toEqual(new ProductFileError('unreadable'));
  });
});
