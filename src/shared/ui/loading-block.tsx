import Skeleton from '@mui/material/Skeleton';

/**
 * A block of a page still loading, the size of what comes: a status region named for screen
 * readers (axe allows a name on a placeholder only with a role).
 */
export function LoadingBlock({ label, height }: { label: string; height: number }) {
  return <Skeleton variant="rounded" height={height} role="status" aria-label={label} />;
}
