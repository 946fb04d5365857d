import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { SUPPORTED_LANGUAGES, type Language } from '@/shared/i18n/languages';
import { LANGUAGE_NAMES } from '@/shared/i18n/language-names';

/** The language switcher's list (`LanguageSwitcher`), loaded after the layout's first paint. */
export function LanguageMenuList({
  anchor,
  current,
  onClose,
  onChoose,
}: {
  anchor: HTMLElement | null;
  current: Language;
  onClose: () => void;
  onChoose: (language: Language) => void;
}) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {SUPPORTED_LANGUAGES.map((language) => (
        <MenuItem
          key={language}
          lang={language}
          selected={language === current}
          onClick={() => onChoose(language)}
        >
          {LANGUAGE_NAMES[language]}
        </MenuItem>
      ))}
    </Menu>
  );
}
