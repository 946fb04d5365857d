import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { createRoutes } from '@/app/routes';
import { companiesPageUrl, companyPageUrl } from '@/features/company/account-service-urls';
import { FakeAuth } from '@/testing/fake-auth';
import { makeTestStore } from '@/testing/make-test-store';
import { locationOf, renderApp } from '@/testing/render-app';
import { COMPANY_IDS } from '../../../mocks/data/fixtures/companies';
import { NAMESPACES, changeLanguage, createI18n, muiLocaleFor, withAllPluralForms } from './i18n';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, isLanguage } from './languages';

const LOCALES_DIR = join(__dirname, '../../../locales');

type Json = { [key: string]: string | Json };

/** `{ a: { b: 'x' } }` -> `{ 'a.b': 'x' }` */
function flatten(value: Json, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out[path] = child;
    else Object.assign(out, flatten(child, path));
  }
  return out;
}

const readLocale = (language: string, ns: string) =>
  flatten(JSON.parse(readFileSync(join(LOCALES_DIR, language, `${ns}.json`), 'utf8')) as Json);

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((m) => m[1]).sort();

afterEach(() => {
  document.documentElement.lang = '';
});

describe('[I18N-1] languages and namespaces', () => {
  it('[I18N-1] the app speaks exactly de, en, es and fr, with en as the default', () => {
    expect([...SUPPORTED_LANGUAGES].sort()).toEqual(['de', 'en', 'es', 'fr']);
    expect(DEFAULT_LANGUAGE).toBe('en');
    for (const language of ['de', 'en', 'es', 'fr']) expect(isLanguage(language)).toBe(true);
    for (const other of ['it', 'EN', 'en-US', '', null, undefined, 1])
      expect(isLanguage(other)).toBe(false);
  });

  it('[I18N-1] locales/ holds one folder per language, each with one file per namespace', () => {
    expect(readdirSync(LOCALES_DIR).sort()).toEqual(['de', 'en', 'es', 'fr']);
    for (const language of SUPPORTED_LANGUAGES) {
      expect(readdirSync(join(LOCALES_DIR, language)).sort()).toEqual(
        NAMESPACES.map((ns) => `${ns}.json`).sort(),
      );
    }
  });

  it.each(NAMESPACES.map((ns) => [ns]))(
    '[I18N-1] namespace %s has identical key sets in de, en, es and fr',
    (ns) => {
      const english = Object.keys(readLocale('en', ns)).sort();
      expect(english.length).toBeGreaterThan(0);
      for (const language of ['de', 'es', 'fr']) {
        expect({ language, keys: Object.keys(readLocale(language, ns)).sort() }).toEqual({
          language,
          keys: english,
        });
      }
    },
  );

  it.each(NAMESPACES.map((ns) => [ns]))(
    '[I18N-1] namespace %s: every text is non-empty and keeps the same placeholders',
    (ns) => {
      const english = readLocale('en', ns);
      for (const language of SUPPORTED_LANGUAGES) {
        const texts = readLocale(language, ns);
        for (const [key, text] of Object.entries(texts)) {
          expect({ language, key, empty: text.trim() === '' }).toEqual({
            language,
            key,
            empty: false,
          });
          expect({ language, key, placeholders: placeholders(text) }).toEqual({
            language,
            key,
            placeholders: placeholders(english[key]!),
          });
        }
      }
    },
  );

  it.each(SUPPORTED_LANGUAGES.map((l) => [l]))(
    '[I18N-1] %s: every namespace loads with every key of its file',
    async (language) => {
      const i18n = await createI18n(language);
      expect(i18n.language).toBe(language);
      expect(muiLocaleFor(language)).toBeDefined();
      for (const ns of NAMESPACES) {
        expect({ ns, loaded: i18n.hasResourceBundle(language, ns) }).toEqual({ ns, loaded: true });
        const loaded = flatten(i18n.getResourceBundle(language, ns) as Json);
        for (const [key, text] of Object.entries(readLocale(language, ns))) {
          expect(loaded[key]).toBe(text);
        }
      }
      // Only the language asked for is fetched: no fallback chunk.
      for (const other of SUPPORTED_LANGUAGES.filter((l) => l !== language)) {
        expect(i18n.hasResourceBundle(other, 'common')).toBe(false);
      }
    },
  );

  it('[I18N-1] en is the fallback language and the common namespace the default', async () => {
    const i18n = await createI18n('de');
    expect(i18n.options.fallbackLng).toEqual(['en']);
    expect(i18n.options.defaultNS).toBe('common');
    expect(i18n.t('signIn')).toBe('Anmelden');
    expect(i18n.t('footer:links.imprint')).toBe('Impressum');
  });

  it.each(SUPPORTED_LANGUAGES.map((l) => [l]))(
    '[I18N-1] %s: plural texts resolve for every count, never to a bare key',
    async (language) => {
      const i18n = await createI18n(language);
      for (const count of [0, 1, 2, 5, 21, 1_000_000, 1.5]) {
        const text = i18n.t('dashboard:you.companies', { count });
        expect(text).not.toBe('you.companies');
        expect(text).toContain(String(count));
        expect(i18n.t('flagOverrides.active', { count })).not.toBe('flagOverrides.active');
      }
    },
  );

  it('[I18N-1] missing plural categories fall back to _other; existing ones are kept; files are not changed', () => {
    const source = {
      n: { items_one: 'one item', items_other: 'many items' },
      items_many: 'kept',
      items_other: 'x',
    };
    const copy = JSON.parse(JSON.stringify(source));
    expect(withAllPluralForms(source, 'fr')).toEqual({
      n: { items_one: 'one item', items_other: 'many items', items_many: 'many items' },
      items_many: 'kept',
      items_other: 'x',
      items_one: 'x',
    });
    expect(withAllPluralForms(source, 'en')).toEqual({ ...copy, n: copy.n, items_one: 'x' });
    expect(source).toEqual(copy);
  });

  it('[I18N-1][I18N-3] changeLanguage loads the new language first, then switches and sets <html lang>', async () => {
    const i18n = await createI18n('en');
    expect(i18n.hasResourceBundle('fr', 'footer')).toBe(false);
    await changeLanguage(i18n, 'fr');
    expect(i18n.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    for (const ns of NAMESPACES) expect(i18n.hasResourceBundle('fr', ns)).toBe(true);
    expect(i18n.t('footer:links.imprint')).toBe(readLocale('fr', 'footer')['links.imprint']);
    expect(muiLocaleFor('fr')).toBeDefined();
  });
});

/** Opens the top bar's language switcher and picks a language. */
async function chooseLanguage(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: /\bLanguage: / }));
  await user.click(await screen.findByRole('menuitem', { name }));
}

/** Where the router ended up once no navigation is running, as a URL. */
async function settledUrl(
  router: Parameters<typeof locationOf>[0] & { state: { navigation: { state: string } } },
) {
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  return new URL(locationOf(router), 'http://localhost:8080');
}

describe('[I18N-3] choosing a language', () => {
  it('[I18N-3] choosing Deutsch in the switcher shows German texts, sets <html lang> and stores the choice', async () => {
    const { user, store, i18n } = await renderApp(
      `/companies/${COMPANY_IDS.alpenglueck}/dashboard`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Stay up to date')).toBeInTheDocument();
    expect(store.getState().locale.chosen).toBeNull();

    await chooseLanguage(user, 'Deutsch');

    expect(await screen.findByText('Bleiben Sie auf dem Laufenden')).toBeInTheDocument();
    expect(screen.queryByText('Stay up to date')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Angemeldet als' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Pflichten nach Land' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Unternehmensnavigation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /\bSprache: Deutsch\b/ })).toHaveTextContent('DE');
    expect(screen.getByRole('link', { name: 'Impressum' })).toHaveAttribute(
      'href',
      expect.stringContaining('/de/imprint'),
    );
    expect(document.documentElement.lang).toBe('de');
    expect(i18n.language).toBe('de');
    expect(store.getState().locale).toEqual({ chosen: 'de', current: 'de' });
  });

  it('[I18N-3] the switcher lists every language in its own name, the current one selected', async () => {
    const { user } = await renderApp(`/companies/${COMPANY_IDS.alpenglueck}/dashboard`);
    await user.click(await screen.findByRole('button', { name: /\bLanguage: / }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Deutsch',
      'English',
      'Español',
      'Français',
    ]);
    expect(items.map((item) => item.getAttribute('lang'))).toEqual(['de', 'en', 'es', 'fr']);
    expect(within(menu).getByRole('menuitem', { name: 'English' })).toHaveClass('Mui-selected');
  });

  it('[I18N-3] with a persisting store the choice is written to local storage under `locale`', async () => {
    const auth = new FakeAuth();
    const { store, persistor } = makeTestStore({ auth, storage: window.localStorage });
    await new Promise<void>((resolve) => {
      if (persistor!.getState().bootstrapped) return resolve();
      persistor!.subscribe(() => persistor!.getState().bootstrapped && resolve());
    });
    const i18n = await createI18n('en');
    const router = createMemoryRouter(createRoutes(store, auth), {
      initialEntries: [`/companies/${COMPANY_IDS.alpenglueck}/dashboard`],
    });
    const user = userEvent.setup();
    // The same tree as renderApp, over a store that persists (this file is .ts: no JSX).
    render(
      createElement(AppProviders, {
        store,
        i18n,
        auth,
        children: createElement(RouterProvider, { router }),
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(localStorage.getItem('locale')).toBeNull();

    await chooseLanguage(user, 'Deutsch');
    expect(await screen.findByText('Bleiben Sie auf dem Laufenden')).toBeInTheDocument();
    await persistor!.flush();

    expect(localStorage.getItem('locale')).toBe('de');
    expect(localStorage.getItem('lastSelectedCompany')).toBe(COMPANY_IDS.alpenglueck);
    // Stop it before the shared clean-up clears storage, or a late write leaks into the next test.
    persistor!.pause();
  });

  it('[I18N-3][LOADER-4] after choosing Deutsch, the account service’s company page gets locale=de', async () => {
    const { user, router } = await renderApp('/account/profile', {
      auth: new FakeAuth('usr-outdated-0003'),
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await chooseLanguage(user, 'Deutsch');
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));

    await router.navigate(`/companies/${COMPANY_IDS.altmann}/dashboard`);
    // Same origin here, so the memory router keeps the absolute address: compare it parsed.
    const url = await settledUrl(router);
    expect(url.pathname).toBe(`/account/companies/${COMPANY_IDS.altmann}`);
    expect(url.searchParams.get('locale')).toBe('de');
    expect(url.searchParams.get('nextLocation')).toBe(
      `http://localhost:8080/companies/${COMPANY_IDS.altmann}/dashboard`,
    );
  });

  it('[I18N-3][LOADER-1] after choosing Français, the account service’s companies page gets locale=fr', async () => {
    const { user, router } = await renderApp('/account/profile', {
      auth: new FakeAuth('usr-newbie-0002'),
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await chooseLanguage(user, 'Français');
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));

    await router.navigate('/companies/dashboard');
    const url = await settledUrl(router);
    expect(url.pathname).toBe('/account/companies');
    expect(url.searchParams.get('locale')).toBe('fr');
    expect(url.searchParams.get('goBackTo')).toBe('http://localhost:8080/companies/dashboard');
  });

  it('[I18N-3] the account-service address builders put the locale on every page address', () => {
    const companies = new URL(
      companiesPageUrl('es', 'http://localhost:8080/companies/dashboard?x=1'),
    );
    expect(companies.searchParams.get('locale')).toBe('es');
    expect(companies.searchParams.get('goBackTo')).toBe(
      'http://localhost:8080/companies/dashboard?x=1',
    );
    const company = new URL(companyPageUrl('cmp/1', 'de', 'http://localhost:8080/x'));
    expect(company.pathname).toBe('/account/companies/cmp%2F1');
    expect(company.searchParams.get('locale')).toBe('de');
    expect(company.searchParams.get('nextLocation')).toBe('http://localhost:8080/x');
  });
});
