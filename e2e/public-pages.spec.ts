import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { BOOKING_IDS } from '../mocks/main-api/data/bookings';
import { PROVIDER_FORM_URL } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { confirmAddressFromMailbox } from './support/mailbox';
import { settled, watchTraffic } from './support/settled';

interface Mail {
  to: string;
  kind: string;
  subject: string;
  links: { label: string; url: string }[];
}

/** The newest mail of `kind` to `to` in the dev mailbox. */
async function mailTo(request: APIRequestContext, to: string, kind: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const { mails } = (await (await request.get('/__dev/mail.json')).json()) as { mails: Mail[] };
      found = mails.find((m) => m.to === to && m.kind === kind);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function next(page: Page, label = 'Next') {
  await page.getByRole('button', { name: label }).click();
}

test.describe('public pages', () => {
  test('[QC-1][QC-2][QC-3][AUTH-7][UX-8] the quickcheck from the first question to the result, then sign-up with it and a first company filled in from it', async ({
    page,
    request,
  }) => {
    await page.goto('/quickcheck');
    await expect(page.getByText('Question 1 of 2')).toBeVisible();
    const markets = page.getByRole('group', { name: 'Where do you sell?' });
    await markets.getByRole('checkbox', { name: 'Austria' }).check();
    await markets.getByRole('checkbox', { name: 'Germany' }).check();
    await page.getByRole('combobox', { name: 'Head office' }).selectOption({ label: 'Austria' });
    await next(page);
    await page.getByRole('checkbox', { name: /^Packaged goods/ }).check();
    await page.getByRole('radio', { name: 'with private households or comparable places' }).check();
    // [RULE-3] Packaged goods only: where equipment ends up is not asked.
    await expect(
      page.getByRole('radio', { name: 'can be used in private households' }),
    ).toHaveCount(0);
    await page.getByRole('radio', { name: 'Manufacturer or filler (brand owner)' }).check();
    await page.getByRole('checkbox', { name: /^Own online shop/ }).check();
    // A reload loses nothing, and Back keeps the first step's answers.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: /^Own online shop/ })).toBeChecked();
    await next(page, 'Back');
    await expect(page.getByRole('combobox', { name: 'Head office' })).toHaveValue('AT');
    await next(page);
    await next(page, 'Show my result');

    await expect(page.getByRole('heading', { level: 2, name: 'Your result' })).toBeVisible();
    // [UX-8] The summary on top: a row per country and product, each leading to its detail.
    const glance = page.getByRole('table', { name: 'At a glance' });
    await expect(glance.getByRole('row')).toHaveCount(3);
    await expect(glance.getByRole('row', { name: /^Germany · Packaging/ })).toContainText(
      'Obligated',
    );
    // [UX-11] The details fold below the table; a row opens them at its own section.
    await glance.getByRole('link', { name: 'Germany · Packaging' }).click();
    await expect(
      page.getByRole('article', { name: 'Germany' }).getByRole('heading', { name: 'Packaging' }),
    ).toBeFocused();
    const germany = page.getByRole('article', { name: 'Germany' });
    await expect(germany.getByText('No establishment')).toBeVisible();
    // [RULE-3] The dashboard's duties and their register, not texts of the quickcheck's own.
    await expect(
      germany.getByText('LUCID (Zentrale Stelle Verpackungsregister (ZSVR))', { exact: false }),
    ).toBeVisible();
    await expect(
      page.getByRole('article', { name: 'Austria' }).getByText('Establishment', { exact: true }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Create an account with this result' }).click();
    await expect(page).toHaveURL(PROVIDER_FORM_URL, { timeout: 20_000 });
    await page.getByLabel('Given name', { exact: true }).fill('Quinn');
    await page.getByLabel('Family name', { exact: true }).fill('Quickcheck');
    const email = unique('quickcheck');
    await page.getByLabel('Email address', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await page.getByRole('button', { name: 'Create account' }).click();
    // [TRUST-12] Signed in only once the address is confirmed; the quick check's answers wait.
    await confirmAddressFromMailbox(page, request, email);

    await expect(page).toHaveURL(/\/account\/companies\?/, { timeout: 20_000 });
    const stored = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('companyQuickcheck'))) ?? 'null',
    ) as { answers: Record<string, unknown> } | null;
    expect(stored?.answers).toMatchObject({
      countries: ['AT', 'DE'],
      establishments: ['AT'],
      homeCountry: 'AT',
    });
    const form = page.getByRole('form', { name: 'Create company' });
    await expect(form.getByRole('combobox', { name: /Country/ })).toHaveValue('AT');
    // [UX-8] Kept with the account too: a new browser session finds the same answers.
    const keptHomeCountry = () =>
      page.evaluate(async () => {
        const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
        const { access_token } = JSON.parse(sessionStorage.getItem(key)!) as {
          access_token: string;
        };
        const response = await fetch('/api/me/quickcheck', {
          headers: { Authorization: `Bearer ${access_token}` },
        });
        const body = (await response.json()) as {
          data: { answers: { homeCountry?: string } } | null;
        };
        return body.data?.answers.homeCountry ?? null;
      });
    await expect.poll(keptHomeCountry).toBe('AT');
  });

  test('[NEWS-1] newsletter double opt-in through the dev mailbox, then unsubscribe', async ({
    page,
    request,
  }) => {
    const email = unique('reader');
    await page.goto('/newsletter-subscribe');
    await page.getByRole('textbox', { name: /^E-mail address/ }).fill(email);
    await page.getByRole('checkbox', { name: /I would like to receive/ }).check();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Check your inbox')).toBeVisible();

    const confirmation = await mailTo(request, email, 'newsletterConfirmation');
    expect(confirmation.subject).toBe('Please confirm your newsletter subscription');
    await page.goto(confirmation.links[0]!.url);
    await expect(page.getByText('Your subscription is confirmed')).toBeVisible();

    // The same address again: the same neutral page; the mailbox tells the owner.
    await page.goto('/newsletter-subscribe');
    await page.getByRole('textbox', { name: /^E-mail address/ }).fill(email);
    await page.getByRole('checkbox', { name: /I would like to receive/ }).check();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Check your inbox')).toBeVisible();
    await mailTo(request, email, 'newsletterAlreadySubscribed');

    const welcome = await mailTo(request, email, 'newsletterWelcome');
    await page.goto(welcome.links[0]!.url);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('You have been unsubscribed')).toBeVisible();
  });

  test('[DSA-1] a notice of illegal content gets its reference; the same notice again gets the same one', async ({
    page,
  }) => {
    const send = async () => {
      await page.goto('/report-illegal-content');
      await page
        .getByRole('textbox', { name: /^Address \(URL\) 1/ })
        .fill('https://www.example-epr.eu/marketplace/offers/cheap-licences');
      await page
        .getByRole('combobox', { name: /^Type of illegality/ })
        .selectOption({ label: 'Scams or fraud' });
      await page
        .getByRole('textbox', { name: /^Explanation/ })
        .fill(
          'The offer sells LUCID registrations, which are free and personal under the VerpackG.',
        );
      await page.getByRole('textbox', { name: /^Your name/ }).fill('Jonas Becker');
      await page
        .getByRole('textbox', { name: /^Your e-mail address/ })
        .fill('jonas.e2e@example.org');
      await page.getByRole('checkbox', { name: /convinced in good faith/ }).check();
      await page.getByRole('button', { name: 'Send notice' }).click();
      const reference = page.getByTestId('notice-reference');
      await expect(reference).toHaveText(/^DSA-\d{4}-[0-9A-Z]{6}$/);
      return reference.textContent();
    };
    const first = await send();
    await expect(page.getByText('What happens next')).toBeVisible();
    expect(await send()).toBe(first);
  });

  test('[BOOK-1] a booking is rescheduled to another free slot and its ICS downloaded', async ({
    page,
  }) => {
    await page.goto(`/bookings/${BOOKING_IDS.upcoming}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Consultation: packaging licensing' }),
    ).toBeVisible();
    const before = await page.getByTestId('booking-time').textContent();
    await page.getByRole('button', { name: 'Move appointment' }).click();
    const slot = page.getByRole('radiogroup').getByRole('radio').nth(3);
    const start = await slot.inputValue();
    await slot.check();
    await page.getByRole('button', { name: 'Move to this time' }).click();
    await expect(page.getByText(/Your appointment has been moved to/)).toBeVisible();
    await expect(page.getByTestId('booking-time')).not.toHaveText(before!);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('appointment.ics');
    const ics = fs.readFileSync((await download.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VEVENT\r\n');
    expect(ics).toContain(`DTSTART:${start.replace(/[-:]|\.\d{3}/g, '')}\r\n`);
    expect(ics).toContain('SEQUENCE:1\r\n');
  });
});

/** Every public page, once per language, as a phone shows it. */
const PAGES = [
  '/quickcheck',
  // UX-11: the second step, with both end-use questions under their products.
  '/quickcheck?step=what&countries=AT,DE&home=AT&streams=packaging,weee',
  '/quickcheck?step=result&countries=AT,DE,IT&streams=packaging,weee,textiles&pkg=both&use=both&role=distanceSeller&channels=ownShop,marketplaces,fulfilment,importerOfRecord&home=DE',
  '/newsletter-subscribe',
  '/report-illegal-content',
  '/privacy-policies',
  '/disclaimer',
  `/bookings/${BOOKING_IDS.upcoming}`,
  `/bookings/${BOOKING_IDS.cancelled}`,
  '/bookings/bk_unknownLinkForTheNotFoundPage01',
];
/** What a missing translation looks like on screen: its key, e.g. `result.heading`. */
const TRANSLATION_KEY =
  /\b(?:title|description|intro|form|result|questions|reasons|status|duties|needs|notes|topics|sent|confirm|unsubscribe|received|categories|rescheduling|cancelling|notFound|stack|snapshot|monitoring|build|watermark|common|privacy|disclaimer|streams|channels|endUses|roles|errors|steps)\.[a-zA-Z]/;

for (const language of ['de', 'en', 'es', 'fr'] as const) {
  test.describe(`public pages in ${language} on a phone`, () => {
    test.use({ locale: language, viewport: { width: 375, height: 740 } });

    test(`[PUB-1][I18N-1][A11Y-1] every public page in ${language}, at 375 px: no missing translation, no horizontal scrolling, no axe violation`, async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(180_000);
      consoleErrors.expectFailedResponse(404, '/api/bookings/bk_unknownLinkForTheNotFoundPage01');
      watchTraffic(page);
      for (const path of PAGES) {
        await page.goto(path);
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await settled(page);
        const text = await page.locator('body').innerText();
        expect(text, `${path} shows a translation key`).not.toMatch(TRANSLATION_KEY);
        expect(await page.title()).toBe(`${await h1.innerText()} · EPR Compliance`);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${path} scrolls sideways`).toBeLessThanOrEqual(375);
        await expectNoAxeViolations(page, { soft: true, label: `${path} (${language}, 375 px)` });
      }
    });
  });
}
