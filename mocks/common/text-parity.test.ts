import { MOCK_TEXT_TABLES, textParityProblems } from './text-parity';

describe('[I18N-1] the mock services’ texts have the same keys in de, en, es and fr', () => {
  it.each(Object.keys(MOCK_TEXT_TABLES))('[I18N-1] %s', (table) => {
    expect(textParityProblems(MOCK_TEXT_TABLES[table]!)).toEqual([]);
  });

  it('[I18N-1] a key one language lacks is named, with the language', () => {
    const texts = (subject: string) => ({ confirm: { subject, text: () => 'x' }, link: 'Open' });
    const { link: _link, ...withoutLink } = texts('Bitte bestätigen');
    expect(
      textParityProblems({
        en: texts('Please confirm'),
        de: withoutLink,
        es: texts('Confirme'),
        fr: { ...texts('Confirmez'), confirm: { text: () => 'x' } },
      }),
    ).toEqual(['de: missing link', 'fr: missing confirm.subject']);
  });

  it('[I18N-1] a language without texts and an empty text are named', () => {
    expect(
      textParityProblems({
        en: { subject: 'Hello' },
        de: { subject: ' ' },
        es: { subject: 'Hola' },
      }),
    ).toEqual([
      'fr: missing (every language needs its texts)',
      'de: subject is empty or not a text',
    ]);
  });
});
