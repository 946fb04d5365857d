import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import type { ThunkExtra } from './thunk-extra';

/** `dispatch` for shared components, which know thunks but not the app's store type. */
export const useThunkDispatch =
  useDispatch.withTypes<ThunkDispatch<unknown, ThunkExtra, UnknownAction>>();
