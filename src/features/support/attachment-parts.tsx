import { Suspense, type ComponentProps } from 'react';
import { lazyPart } from '@/shared/ui/lazy-part';
import { prefetchUploadProgress } from '@/shared/ui/lazy-upload-progress';

export { UploadProgress } from '@/shared/ui/lazy-upload-progress';

/**
 * The support form's attachment list and upload progress show only once files are chosen: chunks
 * of their own (MUI's list, the progress bar), downloaded when the "Attach files" button is about
 * to be used (hover, focus, touch) or files are chosen, so the page's navigation stays within its
 * budget (HOUSE-6). Until a chunk is there, nothing shows in its place.
 */
const chosenFiles = lazyPart(() =>
  import(/* webpackChunkName: "support-attachments" */ './chosen-files').then((m) => m.ChosenFiles),
);

export function prefetchAttachmentParts() {
  chosenFiles.prefetch();
  prefetchUploadProgress();
}

export function ChosenFiles(props: ComponentProps<typeof chosenFiles.Part>) {
  if (props.files.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <chosenFiles.Part {...props} />
    </Suspense>
  );
}
