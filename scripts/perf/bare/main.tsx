/**
 * The bare build: the mandated libraries doing the least a real start-up does (a store with
 * persistence, a router, translations, a sign-in client, toasts, one MUI button), and nothing of
 * the app. `npm run perf` measures it beside the app, on the same machine in the same run.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { combineReducers, configureStore, createSlice } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { UserManager } from 'oidc-client-ts';
import { persistReducer, persistStore } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { SnackbarProvider, enqueueSnackbar } from 'notistack';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const counter = createSlice({
  name: 'counter',
  initialState: { clicks: 0 },
  reducers: { clicked: (state) => void (state.clicks += 1) },
});
const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({ features: build.query<unknown, void>({ query: () => '/features' }) }),
});
const store = configureStore({
  reducer: combineReducers({
    counter: persistReducer({ key: 'bare', storage }, counter.reducer),
    [api.reducerPath]: api.reducer,
  }),
  middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(api.middleware),
});
persistStore(store);

new UserManager({
  authority: `${window.location.origin}/oidc`,
  client_id: 'bare',
  redirect_uri: `${window.location.origin}/callback`,
});

void i18next.use(initReactI18next).init({
  lng: 'en',
  defaultNS: 'common',
  // Keys of the app's `common` namespace: the app's key types apply to every file of the repo.
  resources: { en: { common: { home: 'Bare build', signIn: 'Press me' } } },
});

const theme = createTheme();

function Page() {
  const { t } = useTranslation();
  api.useFeaturesQuery(undefined, { skip: true });
  return (
    <main>
      <h1>{t('home')}</h1>
      <Button variant="contained" onClick={() => enqueueSnackbar(t('home'))}>
        {t('signIn')}
      </Button>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Page /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider />
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>
  </StrictMode>,
);
