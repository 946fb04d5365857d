import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ThunkExtra } from '@/shared/lib/thunk-extra';
import { loadLanguage } from './i18n';
import type { Language } from './languages';
import { languageChosen } from './locale-slice';

/**
 * The user picks a language: its texts are loaded first, then the choice is stored, and the
 * screen follows the store (see the app's language listener), so keys never flash.
 */
export const chooseLanguage = createAsyncThunk.withTypes<{ extra: ThunkExtra }>()(
  'locale/choose',
  async (language: Language, { dispatch, extra }) => {
    await loadLanguage(extra.i18n, language);
    dispatch(languageChosen(language));
  },
);
