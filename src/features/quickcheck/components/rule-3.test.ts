/**
 * RULE-3: the quickcheck renders the domain's answer and nothing of its own; no question has a
 * default that changes the answer, and none is asked that the chosen streams make irrelevant.
 */
import type { QuickcheckAnswers } from '@/shared/contract/main/quickcheck';
import { referenceFixture } from '../../../../mocks/main-api/data/fixtures/reference';
import {
  firstOpenStep,
  missingAnswers,
  readDraft,
  toAnswers,
  type Draft,
} from './quickcheck-draft';
import { quickcheckAnswers } from '@/testing/quickcheck-answers';
import { quickcheckResult } from './quickcheck-result';

const TODAY = '2026-11-23';
const LANGUAGES = ['de', 'en', 'es', 'fr'] as const;

const draft = (patch: Partial<Draft>): Draft => ({
  countries: ['DE'],
  streams: ['packaging'],
  packagingEndUse: 'households',
  productEndUse: 'households',
  role: 'manufacturer',
  channels: ['ownShop'],
  homeCountry: 'DE',
  establishments: [],
  ...patch,
});

/** The shared default answers, selling into Spain. */
const answers = (patch: Partial<QuickcheckAnswers>): QuickcheckAnswers =>
  quickcheckAnswers({ countries: ['ES'], ...patch });

describe('[RULE-3] no question has a default that changes the answer', () => {
  it('[RULE-3] the head office starts empty and must be chosen before there is a result', () => {
    const fresh = readDraft(
      new URLSearchParams(
        'countries=DE&streams=packaging&pkg=households&role=manufacturer&channels=ownShop',
      ),
    );
    expect(fresh.homeCountry).toBeNull();
    expect(missingAnswers('where', fresh)).toEqual(['home']);
    expect(firstOpenStep(fresh)).toBe('where');
    // Skimming past it no longer makes a German firm a foreign one without an establishment.
    expect(toAnswers(fresh)).toBeNull();
  });

  it('[RULE-3] "Outside Europe" is an answer of its own: chosen, it gives no home country', () => {
    const outside = readDraft(
      new URLSearchParams(
        'countries=DE&streams=packaging&pkg=households&role=manufacturer&channels=ownShop&home=outside',
      ),
    );
    expect(outside.homeCountry).toBe('outside');
    expect(missingAnswers('where', outside)).toEqual([]);
    expect(toAnswers(outside)).toMatchObject({ countries: ['DE'], establishments: [] });
    expect(toAnswers(outside)).not.toHaveProperty('homeCountry');
    // Chosen Germany, the same draft is established there.
    expect(toAnswers({ ...outside, homeCountry: 'DE' })).toMatchObject({
      establishments: ['DE'],
      homeCountry: 'DE',
    });
  });
});

describe('[RULE-3] no question the chosen streams make irrelevant', () => {
  it('[RULE-3] a company that chose only packaged goods is not asked where its equipment ends up', () => {
    const packagingOnly = draft({ productEndUse: null });
    expect(missingAnswers('what', packagingOnly)).toEqual([]);
    // The contract holds both end uses: the unasked one takes the asked one and changes nothing.
    expect(toAnswers(packagingOnly)).toMatchObject({
      packagingEndUse: 'households',
      productEndUse: 'households',
    });
    expect(missingAnswers('what', draft({ packagingEndUse: null }))).toEqual(['packagingEndUse']);
  });

  it('[RULE-3] a company that chose only electrical equipment is not asked where its packaging ends up', () => {
    const weeeOnly = draft({
      streams: ['weee'],
      packagingEndUse: null,
      productEndUse: 'businesses',
    });
    expect(missingAnswers('what', weeeOnly)).toEqual([]);
    expect(toAnswers(weeeOnly)).toMatchObject({
      packagingEndUse: 'businesses',
      productEndUse: 'businesses',
    });
    expect(missingAnswers('what', draft({ streams: ['weee'], productEndUse: null }))).toEqual([
      'productEndUse',
    ]);
  });

  it('[RULE-3] an answer left in the address for a stream no longer chosen changes nothing', () => {
    // Chose equipment for businesses, then unticked it: packaging's end use decides alone.
    const stale = draft({ packagingEndUse: 'households', productEndUse: 'businesses' });
    expect(toAnswers(stale)).toMatchObject({ productEndUse: 'households' });
  });
});

describe('[RULE-3] the quickcheck renders the domain’s answer', () => {
  it('[RULE-3] a company established in Spain is not offered the Spanish NIF application; one from abroad is', () => {
    const [established] = quickcheckResult(
      answers({ establishments: ['ES'], homeCountry: 'ES' }),
      referenceFixture,
      TODAY,
    );
    expect(established!.streams[0]!.offers).not.toContain('nie-nif-application');
    expect(established!.streams[0]!.obligation.reasons).not.toContain('prerequisiteMissing');
    const [abroad] = quickcheckResult(answers({}), referenceFixture, TODAY);
    expect(abroad!.streams[0]!.offers).toContain('nie-nif-application');
    expect(abroad!.streams[0]!.obligation.reasons).toContain('prerequisiteMissing');
  });

  it('[RULE-3] German WEEE for businesses only: the yearly report is the only date, as on the dashboard', () => {
    const [germany] = quickcheckResult(
      answers({
        countries: ['DE'],
        streams: ['weee'],
        productEndUse: 'businesses',
        homeCountry: 'AT',
      }),
      referenceFixture,
      TODAY,
    );
    expect(germany!.streams[0]!.deadlines.map((d) => d.id)).toEqual(['de-weee-b2b-yearly-report']);
  });

  it.each(LANGUAGES)(
    '[RULE-3] %s: the quickcheck keeps no obligation texts of its own (statuses, duties, needs, reasons, reporting frequencies, acts)',
    (lang) => {
      /* eslint-disable-next-line @typescript-eslint/no-require-imports -- the locale file as shipped */
      const texts = require(`../../../../locales/${lang}/quickcheck.json`) as Record<
        string,
        unknown
      >;
      for (const key of ['status', 'duties', 'needs', 'reasons'])
        expect(texts).not.toHaveProperty(key);
      const all = JSON.stringify(texts);
      // Acts and frequencies come from the rules (`rules`, `reference`), never from here.
      expect(all).not.toMatch(/VerpackG|VerpackVO|ElektroG|§/);
      expect(all).not.toMatch(/monthly|monatlich|mensual|mensuel/i);
    },
  );
});
