import { Suspense, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import { chooseLanguage } from '@/shared/i18n/language-thunks';
import type { Language } from '@/shared/i18n/languages';
import { selectCurrentLanguage } from '@/shared/i18n/locale-slice';
import { useAppDispatch, useAppSelector } from '../hooks';
import { LANGUAGE_NAMES } from '@/shared/i18n/language-names';
import { lazyPart, prefetchProps } from '@/shared/ui/lazy-part';
import { opensOnArrowDown } from './menu-button';

const { Part: LanguageMenuList, prefetch } = lazyPart(() =>
  import(/* webpackChunkName: "layout-menus", webpackPrefetch: true */ './language-menu-list').then(
    (m) => m.LanguageMenuList,
  ),
);

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectCurrentLanguage);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const open = (button: HTMLElement) => {
    setUsed(true);
    setAnchor(button);
  };

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
        onClick={(e: MouseEvent<HTMLElement>) => open(e.currentTarget)}
        {...opensOnArrowDown(open)}
        {...prefetchProps(prefetch)}
      >
        {current.toUpperCase()}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <LanguageMenuList
            anchor={anchor}
            current={current}
            onClose={() => setAnchor(null)}
            onChoose={choose}
          />
        </Suspense>
      )}
    </>
  );
}
