import { Suspense, type ComponentProps } from 'react';
import { lazyPart } from './lazy-part';

/**
 * The upload's progress bar shows only while a file uploads: a chunk of its own (MUI's progress
 * bar), downloaded when the button that picks the file is about to be used (hover, focus, touch)
 * or a file is chosen, so the pages with an upload stay within their budget (HOUSE-6). Until the
 * chunk is there, nothing shows in its place; a failed download shows the connection problem
 * there (TRUST-17).
 */
const uploadProgress = lazyPart(() =>
  import(/* webpackChunkName: "upload-progress" */ './upload-progress').then(
    (m) => m.UploadProgress,
  ),
);

export const prefetchUploadProgress = uploadProgress.prefetch;

export function UploadProgress(props: ComponentProps<typeof uploadProgress.Part>) {
  return (
    <Suspense fallback={null}>
      <uploadProgress.Part {...props} />
    </Suspense>
  );
}
