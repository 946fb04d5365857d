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
export const ISO_COUNTRY_CODES: ReadonlySet<string> = new Set(CODES.match(/../g) ?? []);
