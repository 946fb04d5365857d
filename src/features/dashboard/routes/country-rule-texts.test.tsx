import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configure, screen } from '@testing-library/react';
import { renderRoute } from '@/testing/render-app';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { serveBaselineReference } from '@/testing/baseline-server';

// The real route tree with the page's translations: slow on a busy 2-core machine.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

type Texts = Record<string, Record<string, string>>;
const rules = (language: string) =>
  JSON.parse(
    readFileSync(join(__dirname, '../../../../locales', language, 'rules.json'), 'utf8'),
  ) as Record<string, Texts>;

const { alpenglueck } = COMPANY_IDS;
const page = (country: string, stream: string) =>
  `/companies/${alpenglueck}/dashboard/${country}/${stream}`;

/** The countries whose rule texts this i18n instance holds, in `language`. */
const loadedRuleTexts = (
  i18n: { hasResourceBundle: (lng: string, ns: string) => boolean },
  language: string,
) => Object.keys(rules(language)).filter((cc) => i18n.hasResourceBundle(language, `rules-${cc}`));

describe('the country pages load their own rule texts only (HOUSE-6, EU-1)', () => {
  it('[HOUSE-6][EU-1] a country page loads only its country’s rule texts, and the rule’s text shows', async () => {
    const { i18n } = await renderRoute(page('de', 'packaging'));
    const obligation = rules('en').DE!.packaging!.obligation!;
    expect(await screen.findByText(obligation)).toBeInTheDocument();
    expect(loadedRuleTexts(i18n, 'en')).toEqual(['DE']);
    // Nothing loads the whole file any more.
    expect(i18n.hasResourceBundle('en', 'rules')).toBe(false);
  });

  it('[HOUSE-6][EU-1] in German too: the page loads the German texts of its country only', async () => {
    const { i18n } = await renderRoute(page('at', 'packaging'), { language: 'de' });
    expect(await screen.findByText(rules('de').AT!.packaging!.obligation!)).toBeInTheDocument();
    expect(loadedRuleTexts(i18n, 'de')).toEqual(['AT']);
    expect(loadedRuleTexts(i18n, 'en')).toEqual([]);
  });

  it('[HOUSE-6][EU-1] a country without rules of its own loads the EU baseline’s texts beside its route’s, and no other country’s', async () => {
    // Every real country has rules: served without Greece's (`testing/baseline-reference`).
    serveBaselineReference({ obligations: true });
    const { i18n } = await renderRoute(page('gr', 'packaging'));
    expect(await screen.findByText(/Greece is not covered in detail yet/)).toBeInTheDocument();
    expect(await screen.findByText(rules('en').EU!.packaging!.obligation!)).toBeInTheDocument();
    // The route loads its own country's texts with its namespaces; the page adds the baseline's.
    expect(loadedRuleTexts(i18n, 'en').sort()).toEqual(['EU', 'GR']);
  });
});
