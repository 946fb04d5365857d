import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BRAND } from '../../src/shared/ui/brand';
import { Logo } from '../../src/shared/ui/logo';
import { IDP_LOCALES } from './i18n';
import { loggedOutPage, loginPage, registerPage } from './views';

const pathsOf = (html: string) => [...html.matchAll(/<path d="([^"]+)"/g)].map((m) => m[1]);

describe('[UX-9] the local sign-in pages in the app’s look', () => {
  const login = loginPage({
    locale: 'de',
    action: '/oidc/interaction/x/login',
    registerHref: '/r',
    quickcheckHref: 'https://app.example.eu/quickcheck',
  });

  it('[UX-9] set their text in the app’s type face, the system stack, and declare no font they do not load', () => {
    expect(login).toContain(`font-family:${BRAND.fontFamily}`);
    expect(BRAND.fontFamily).toMatch(/^system-ui,/);
    expect(BRAND.fontFamily).not.toMatch(/Inter/);
    expect(login).not.toContain('@font-face');
  });

  it('[UX-9] show the app’s logo (the same mark) and colours', () => {
    const appLogo = renderToStaticMarkup(createElement(Logo));
    expect(pathsOf(login)).toEqual(pathsOf(appLogo));
    expect(login).toContain(`background:${BRAND.background.default}`);
    expect(login).toContain(`background:${BRAND.primary.main}`);
    // The old look: a green bar with the letters "EPR" as the mark.
    expect(login).not.toContain('>EPR</span>');
  });

  it('[UX-9] stay in the page’s language, every page the same frame', () => {
    expect(login).toContain('<html lang="de">');
    const register = registerPage({
      locale: 'fr',
      action: '/a',
      loginHref: '/l',
      values: {},
      errors: {},
      marketing: {},
    });
    expect(register).toContain('<html lang="fr">');
    expect(register).toContain(`font-family:${BRAND.fontFamily}`);
    expect(pathsOf(register)).toEqual(pathsOf(login));
  });
});

describe('[UX-11] the way to the quickcheck for visitors', () => {
  it('[UX-11] the sign-in page offers the app’s public quickcheck in every language', () => {
    const link = /<a href="https:\/\/app\.example\.eu\/quickcheck" data-testid="quickcheck-link">/;
    const german = loginPage({
      locale: 'de',
      action: '/a',
      registerHref: '/r',
      quickcheckHref: 'https://app.example.eu/quickcheck',
    });
    expect(german).toMatch(link);
    expect(german).toContain('Noch kein Kunde?');
    expect(german).toContain('Sehen Sie in zwei Minuten, was Sie schulden');
    for (const locale of IDP_LOCALES) {
      const page = loginPage({ locale, action: '/a', registerHref: '/r', quickcheckHref: '/q' });
      expect(page).toContain('data-testid="quickcheck-link"');
    }
    expect(
      loginPage({ locale: 'en', action: '/a', registerHref: '/r', quickcheckHref: '/q' }),
    ).toContain(
      'Not a customer yet? <a href="/q" data-testid="quickcheck-link">See what you owe in two minutes</a>',
    );
  });

  it('[UX-11] the signed-out page offers it too, below the way back to the app', () => {
    const page = loggedOutPage('en', 'https://app.example.eu/');
    expect(page).toContain(
      '<a href="https://app.example.eu/quickcheck" data-testid="quickcheck-link">See what you owe in two minutes</a>',
    );
  });
});
