import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, type Language } from './languages';

export interface LocaleState {
  /** The language the user chose (persisted under `locale`); `null` until they choose. */
  chosen: Language | null;
  /** The language on screen now: the choice, or what detection found. Not persisted. */
  current: Language;
}

const initialState: LocaleState = { chosen: null, current: DEFAULT_LANGUAGE };

export const localeSlice = createSlice({
  name: 'locale',
  initialState,
  reducers: {
    /** The user picked a language in the switcher. */
    languageChosen(state, action: PayloadAction<Language>) {
      state.chosen = action.payload;
      state.current = action.payload;
    },
    /** The screen now shows this language (start-up detection or a choice took effect). */
    languageApplied(state, action: PayloadAction<Language>) {
      state.current = action.payload;
    },
  },
  selectors: {
    selectChosenLanguage: (state) => state.chosen,
    selectCurrentLanguage: (state) => state.current,
  },
});

export const { languageChosen, languageApplied } = localeSlice.actions;
export const { selectChosenLanguage, selectCurrentLanguage } = localeSlice.selectors;
