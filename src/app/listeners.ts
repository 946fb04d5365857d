import type { TypedStartListening } from '@reduxjs/toolkit';
import type { ThunkExtra } from '@/shared/api/base-query';
import type { AppDispatch, RootState } from './store';

export type AppStartListening = TypedStartListening<RootState, AppDispatch, ThunkExtra>;

/** Cross-cutting reactions to actions, registered once per store. */
export function registerListeners(_startListening: AppStartListening): void {}
