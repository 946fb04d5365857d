import { useRevalidator, useRouteError } from 'react-router-dom';
import Box from '@mui/material/Box';
import { ErrorView } from './error-view';

/**
 * ERR-4: the route error element. At the public and private groups it is the whole page (its own
 * `main`); nested inside the app shell (`nested`) it fills the shell's content area.
 */
export function RouteErrorPage({ nested = false }: { nested?: boolean }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const view = <ErrorView error={error} onRetry={() => void revalidator.revalidate()} />;
  return nested ? view : <Box component="main">{view}</Box>;
}
