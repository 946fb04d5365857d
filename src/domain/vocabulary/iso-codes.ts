import { COUNTRY_CODES } from './countries';

/**
 * ISO 3166-1 alpha-2: the officially assigned codes, two letters each, in one string (small): the
 * codes the generic country section takes. The countries the platform knows are `country-rows.ts`.
 */
const CODES =
  'adaeafagaialamaoaqarasatauawaxazbabbbdbebfbgbhbibjblbmbnbobqbrbsbtbvbwbybzcacccdcfcgchcickclcmcn' +
  'cocrcucvcwcxcyczdedjdkdmdodzeceeegeheresetfifjfkfmfofrgagbgdgegfggghgiglgmgngpgqgrgsgtgugwgyhkhm' +
  'hnhrhthuidieiliminioiqirisitjejmjojpkekgkhkikmknkpkrkwkykzlalblclilklrlsltlulvlymamcmdmemfmgmhmk' +
  'mlmmmnmompmqmrmsmtmumvmwmxmymznancnenfngninlnonpnrnunzompapepfpgphpkplpmpnprpsptpwpyqarerorsrurw' +
  'sasbscsdsesgshsisjskslsmsnsosrssstsvsxsysztctdtftgthtjtktltmtntotrtttvtwtzuaugumusuyuzvavcvevgvi' +
  'vnvuwfwsyeytzazmzw';

/** Lower case, as in URLs. */
const ISO_COUNTRY_CODES: ReadonlySet<string> = new Set(CODES.match(/../g) ?? []);

/**
 * A country code in any case: an assigned ISO 3166 code, or one of the vocabulary's rows (kept
 * here so that only the generic country section loads the list of codes).
 */
export const isCountryCode = (code: string): boolean =>
  ISO_COUNTRY_CODES.has(code.toLowerCase()) ||
  (COUNTRY_CODES as readonly string[]).includes(code.toUpperCase());
