import { screen, within } from '@testing-library/react';
import { config, resolveConfig } from '@/shared/config/config';
import { FakeAuth } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render-app';
import en from '../../../../locales/en/legal.json';

const signedOut = () => new FakeAuth(null);

describe('legal pages (LEGAL-1)', () => {
  it('[LEGAL-1] the privacy policy: every section from the locale file, a contents list linking to each, the last update and (development) the template notice', async () => {
    await renderRoute('/privacy-policies', { auth: signedOut() });
    expect(
      await screen.findByRole('heading', { level: 1, name: en.privacy.title }),
    ).toBeInTheDocument();
    expect(screen.getByText('Last updated: Nov 1, 2026')).toBeInTheDocument();
    expect(screen.getByText(en.privacy.templateNotice)).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: en.privacy.tocHeading });
    const links = within(contents).getAllByRole('link');
    const sections = Object.values(en.privacy.sections);
    expect(links.map((l) => l.textContent)).toEqual(sections.map((s) => s.heading));
    for (const link of links) {
      const target = link.getAttribute('href')!.slice(1);
      // Each anchor names the heading of its own section.
      expect(document.getElementById(target)).toHaveTextContent(link.textContent!);
      expect(screen.getByRole('region', { name: link.textContent! })).toBeInTheDocument();
    }
  });

  it('[LEGAL-1][I18N-1] the disclaimer in German, with its own contents and a print button', async () => {
    await renderRoute('/disclaimer', { auth: signedOut(), language: 'de' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Haftungsausschluss' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Inhalt' })).toBeInTheDocument();
    expect(screen.getByText(/^Stand: /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Drucken' })).toBeInTheDocument();
  });
});

describe('the template notice (UX-9)', () => {
  const before = config.environment;
  afterEach(() => {
    config.environment = before;
  });

  it.each(['/privacy-policies', '/disclaimer'])(
    '[UX-9] a production deployment shows %s without the template notice',
    async (path) => {
      config.environment = 'production';
      await renderRoute(path, { auth: signedOut() });
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByText(/^Template: /)).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('[UX-9] a demo deployment shows it', async () => {
    config.environment = 'demo';
    await renderRoute('/privacy-policies', { auth: signedOut() });
    expect(await screen.findByText(en.privacy.templateNotice)).toBeInTheDocument();
  });

  it('[UX-9] the runtime config names the environment; an unknown or missing one is the build’s', () => {
    const origin = 'https://app.test';
    expect(resolveConfig({ environment: 'demo' }, origin).environment).toBe('demo');
    expect(resolveConfig({ environment: 'production' }, origin).environment).toBe('production');
    // Jest is no production build: without a word from the runtime config, development.
    expect(resolveConfig({}, origin).environment).toBe('development');
    expect(resolveConfig({ environment: 'staging' as unknown as 'demo' }, origin).environment).toBe(
      'development',
    );
  });
});
