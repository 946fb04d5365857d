import { useEffect } from 'react';
import { useRevalidator, useRouteError } from 'react-router-dom';
import Box from '@mui/material/Box';
import { recordError } from '@/shared/monitoring/monitoring';
import { ErrorView, classifyError, isWayToSignIn } from './error-view';
import { Watermark } from './watermark';

/**
 * The route error element. At the public and private groups it is the whole page (its own `main`
 * and the watermark the layouts would draw); nested inside the app shell it fills the shell's
 * content area. Every error it shows is recorded in monitoring, except the way to sign-in.
 */
export function RouteErrorPage({ nested = false }: { nested?: boolean }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!isWayToSignIn(classifyError(error))) recordError(error);
  }, [error]);
  const view = <ErrorView error={error} onRetry={() => void revalidator.revalidate()} />;
  if (nested) return view;
  return (
    <Box component="main">
      {view}
      <Watermark />
    </Box>
  );
}
