import { sanitizeTokens } from './sanitize-tokens';

describe('what Redux DevTools may see', () => {
  it('[STORE-2] the DevTools sanitizer redacts tokens and Authorization at any depth, leaving everything else', () => {
    const input = {
      access_token: 'at-1',
      id_token: 'id-1',
      refresh_token: 'rt-1',
      token_type: 'Bearer',
      profile: {
        sub: 'usr-1',
        nested: { deeper: [{ Authorization: 'Bearer x', accessToken: 'at-2', keep: 1 }] },
      },
      meta: { baseQueryMeta: { request: { headers: { authorization: 'Bearer y' } } } },
      list: [{ idToken: 'id-2' }, 'plain'],
      token: 't',
    };
    const out = sanitizeTokens(input);
    expect(out).toEqual({
      access_token: '<redacted>',
      id_token: '<redacted>',
      refresh_token: '<redacted>',
      token_type: 'Bearer',
      profile: {
        sub: 'usr-1',
        nested: { deeper: [{ Authorization: '<redacted>', accessToken: '<redacted>', keep: 1 }] },
      },
      meta: { baseQueryMeta: { request: { headers: { authorization: '<redacted>' } } } },
      list: [{ idToken: '<redacted>' }, 'plain'],
      token: '<redacted>',
    });
    // A copy: the real state is never changed.
    expect(input.access_token).toBe('at-1');
    expect(JSON.stringify(out)).not.toMatch(/at-1|id-1|rt-1|Bearer x|Bearer y|at-2|id-2/);
  });

  it('[STORE-2] the sanitizer redacts a token as deep as RTK Query puts data in the state', () => {
    // state.accountApi.queries[key].data[0].meta.headers.authorization: seven levels down.
    const state = {
      accountApi: {
        queries: {
          'getUser(undefined)': { data: [{ meta: { headers: { authorization: 'Bearer deep' } } }] },
        },
      },
    };
    expect(JSON.stringify(sanitizeTokens(state))).not.toContain('Bearer deep');
  });

  it('[STORE-2] the sanitizer leaves primitives alone', () => {
    expect(sanitizeTokens('access_token')).toBe('access_token');
    expect(sanitizeTokens(null)).toBeNull();
    expect(sanitizeTokens(3)).toBe(3);
  });
});
