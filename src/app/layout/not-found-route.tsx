import { NotFoundPage } from '@/shared/ui/error-pages';

/** Any path no route knows. */
export function Component() {
  return <NotFoundPage />;
}
