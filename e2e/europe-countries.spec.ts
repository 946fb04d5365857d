/**
 * EU-1 in the browser: a stream page of every country added for issue 32 after the first batches
 * renders its rule (the register or the act in its own language and script) in English and German,
 * with no horizontal scrolling and axe-clean at 1280 and 375 px (screenshots in the test's output
 * folder). One table, one test body: a country added later is one row here.
 */
import { COMPANIES, USERS, signInToDashboard } from './support/auth';
import { A11Y_WIDTHS, expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { settled, watchTraffic } from './support/settled';

const PAGES = [
  { path: 'cz/batteries', country: { en: 'Czechia', de: 'Tschechien' }, text: 'Seznam výrobců' },
  {
    path: 'sk/packaging',
    country: { en: 'Slovakia', de: 'Slowakei' },
    text: 'Register výrobcov vyhradeného výrobku',
  },
  { path: 'hu/textiles', country: { en: 'Hungary', de: 'Ungarn' }, text: 'MOHU' },

  {
    path: 'ro/weee',
    country: { en: 'Romania', de: 'Rumänien' },
    text: 'Registrul naţional al producătorilor',
  },
  {
    path: 'bg/batteries',
    country: { en: 'Bulgaria', de: 'Bulgarien' },
    text: 'Публичен регистър на лицата, които пускат на пазара батерии и акумулатори',
  },
  { path: 'mt/packaging', country: { en: 'Malta', de: 'Malta' }, text: 'GreenPak' },

  {
    path: 'hr/packaging',
    country: { en: 'Croatia', de: 'Kroatien' },
    text: 'Registar proizvođača s proširenom odgovornošću (RPPO)',
  },
  {
    path: 'si/packaging',
    country: { en: 'Slovenia', de: 'Slowenien' },
    text: 'Evidenca proizvajalcev – Embalaža',
  },
  {
    path: 'cy/weee',
    country: { en: 'Cyprus', de: 'Zypern' },
    text: 'WEEE Cyprus (Electrocyclosis)',
  },

  {
    path: 'ee/packaging',
    country: { en: 'Estonia', de: 'Estland' },
    text: 'Pakendiregister (PAKIS)',
  },
  {
    path: 'lv/weee',
    country: { en: 'Latvia', de: 'Lettland' },
    text: 'Elektrisko un elektronisko iekārtu ražotāju reģistrs (EEIR)',
  },
  {
    path: 'lv/textiles',
    country: { en: 'Latvia', de: 'Lettland' },
    text: 'Dabas resursu nodokļa likums',
  },
  {
    path: 'lt/batteries',
    country: { en: 'Lithuania', de: 'Litauen' },
    text: 'Gamintojų ir importuotojų sąvadas (GPAIS)',
  },

  {
    path: 'is/weee',
    country: { en: 'Iceland', de: 'Island' },
    text: 'Skráningarkerfi framleiðenda og innflytjenda raf- og rafeindatækja',
  },
  {
    path: 'li/batteries',
    country: { en: 'Liechtenstein', de: 'Liechtenstein' },
    text: 'INOBAT (Melde- und Gebührenpflicht)',
  },
  {
    path: 'gr/packaging',
    country: { en: 'Greece', de: 'Griechenland' },
    text: 'Εθνικό Μητρώο Παραγωγών (Ε.Μ.ΠΑ.)',
  },
] as const;

for (const language of ['en', 'de'] as const) {
  test.describe(`country pages in ${language}`, () => {
    test.use({ locale: language });

    for (const target of PAGES) {
      test(`[EU-1][EU-2][A11Y-1] ${target.path} in ${language}: the rule and its register or basis; axe-clean at 1280 and 375 px`, async ({
        page,
      }, testInfo) => {
        await signInToDashboard(page, USERS.owner.email);
        watchTraffic(page);
        await page.goto(`/companies/${COMPANIES.alpenglueck.id}/dashboard/${target.path}`);
        await expect(
          page.getByRole('heading', { level: 1, name: new RegExp(`^${target.country[language]}`) }),
        ).toBeVisible();
        await expect(page.getByText(target.text).first()).toBeVisible();
        await settled(page);

        for (const viewport of A11Y_WIDTHS) {
          await page.setViewportSize(viewport);
          await settled(page);
          // The tabs scroll their selected tab into view after a resize: poll until laid out.
          await expect
            .poll(() =>
              page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
            )
            .toBe(true);
          await expectNoAxeViolations(page, { label: `${target.path} ${viewport.width} px` });
          await page.screenshot({
            path: testInfo.outputPath(
              `${target.path.replace('/', '-')}-${language}-${viewport.width}.png`,
            ),
            fullPage: true,
          });
        }
      });
    }
  });
}
