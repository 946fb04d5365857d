import { themeFor } from './style-root';

it('[PERF-1] the theme is built once per language and MUI locale, not on every render', () => {
  const first = themeFor('fr');
  expect(themeFor('fr')).toBe(first);
  expect(first.palette.primary.main).toBe('#1b5e20');
  expect(themeFor('de')).not.toBe(first);
});
