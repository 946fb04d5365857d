import { themeFor } from './style-root';

it('[PERF-1] the theme is built once per language and MUI locale, not on every render', () => {
  const first = themeFor('fr');
  expect(themeFor('fr')).toBe(first);
  expect(first.palette.primary.main).toBe('#1b5e20');
  expect(themeFor('de')).not.toBe(first);
});

it.each([
  ['de', 'Schließen'],
  ['es', 'Cerrar'],
  ['fr', 'Fermer'],
] as const)(
  '[I18N-3] the %s theme is built with that language’s MUI texts, from the language alone',
  (language, close) => {
    const theme = themeFor(language);
    expect(theme.components?.MuiAlert?.defaultProps?.closeText).toBe(close);
  },
);

it('[I18N-3] the English theme keeps MUI’s own English texts', () => {
  expect(themeFor('en').components?.MuiAlert?.defaultProps?.closeText).toBeUndefined();
});
