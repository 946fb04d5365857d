/**
 * EU-3 over every country with rules: a number recorded there reaches the proof pack with that
 * country's register and authority, a public lookup only where the register publishes one, its
 * format confirmed only where a primary basis quotes it, and the ready texts name the register.
 */
import { appTextsIn } from './app-texts';
import { recordRegistration } from './compliance';
import { referenceFixture } from './fixtures/reference';
import { isPrimary } from './fixtures/provenance';
import { proofPackOf } from './proof-pack';
import { proofTexts } from '../../../src/shared/proof/proof-texts';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';

const { nordlicht } = COMPANY_IDS;
const registered = referenceFixture.rules.filter(
  (r) => r.country !== 'EU' && r.applicability === 'inForce' && r.register !== null,
);

describe('[EU-3] numbers and registers in every country with rules', () => {
  it('[EU-3] the rules cover the new countries’ registers (not only the first nine)', () => {
    const countries = new Set(registered.map((r) => r.country));
    for (const code of ['IT', 'NL', 'SE', 'NO', 'IE', 'CZ', 'SK', 'HU'])
      expect(countries).toContain(code);
  });

  it.each(registered.map((r) => [r.country, r.stream, r] as const))(
    '[EU-3] %s %s: the proof pack names the register, offers a lookup only where one is public, and its ready texts name the register',
    (country, stream, rule) => {
      recordRegistration(nordlicht, { country, stream, number: `${country}-0001` });
      const entry = proofPackOf(nordlicht).entries.find(
        (e) => e.country === country && e.stream === stream,
      )!;
      expect(entry.register).toEqual({
        name: rule.register!.name,
        authority: rule.register!.authority,
      });
      expect(entry.lookupUrl).toBe(rule.register!.lookup ?? null);
      expect(entry.formatVerified).toBe(isPrimary(rule.bases['registrationNumber']));
      const { t, language } = appTextsIn('en');
      const texts = proofTexts({ ...proofPackOf(nordlicht), entries: [entry] }, t, language)!;
      expect(texts.invoice).toContain(`${entry.label ?? rule.register!.name} ${country}-0001`);
    },
  );
});
