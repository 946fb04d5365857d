import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateIcon from '@mui/icons-material/Translate';
import { chooseLanguage } from '@/shared/i18n/language-thunks';
import { SUPPORTED_LANGUAGES, type Language } from '@/shared/i18n/languages';
import { selectCurrentLanguage } from '@/shared/i18n/locale-slice';
import { useAppDispatch, useAppSelector } from '../hooks';

/** Each language names itself, so anyone can find their own. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
};

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectCurrentLanguage);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const choose = (language: Language) => {
    setAnchor(null);
    void dispatch(chooseLanguage(language));
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={t('language.label', {
          code: current.toUpperCase(),
          language: LANGUAGE_NAMES[current],
        })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
      >
        {current.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {SUPPORTED_LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            selected={language === current}
            onClick={() => choose(language)}
          >
            {LANGUAGE_NAMES[language]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
