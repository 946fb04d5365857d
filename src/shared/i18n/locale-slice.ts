import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from './languages';

export interface LocaleState {
  /** The language the user chose; `null` until they choose (detection then decides). */
  chosen: Language | null;
}

const initialState: LocaleState = { chosen: null };

export const localeSlice = createSlice({
  name: 'locale',
  initialState,
  reducers: {
    languageChosen(state, action: PayloadAction<Language>) {
      state.chosen = action.payload;
    },
  },
  selectors: {
    selectChosenLanguage: (state) => state.chosen,
  },
});

export const { languageChosen } = localeSlice.actions;
export const { selectChosenLanguage } = localeSlice.selectors;
