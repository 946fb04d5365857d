import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface CompanyState {
  /**
   * The company last chosen (persisted as `lastSelectedCompany`). Only a hint: the company loader
   * checks it is still among the user's companies before using it.
   */
  lastSelectedCompany: string | null;
}

const initialState: CompanyState = { lastSelectedCompany: null };

export const companySlice = createSlice({
  name: 'company',
  initialState,
  reducers: {
    companySelected(state, action: PayloadAction<string>) {
      state.lastSelectedCompany = action.payload;
    },
  },
  selectors: {
    selectLastSelectedCompany: (state) => state.lastSelectedCompany,
  },
});

export const { companySelected } = companySlice.actions;
export const { selectLastSelectedCompany } = companySlice.selectors;
