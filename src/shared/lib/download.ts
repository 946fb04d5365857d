import { useCallback, useState } from 'react';
import { useErrorMessage } from '@/shared/api/error-message';
import { safeFileName } from '@/shared/contract/content-disposition';
import { showToast } from '@/shared/ui/toast';

/** A file fetched from a service: an object URL and the name to save it under. */
export interface FetchedFile {
  url: string;
  fileName: string;
}

/** How long an object URL stays after its file was handed to the browser. */
const REVOKE_AFTER_MS = 10_000;

const revokeLater = (url: string) => {
  if (url.startsWith('blob:')) setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
};

/**
 * Saves a file under its name through a temporary link (the browser's own download); an object
 * URL is revoked once the browser has taken the file. The one way the app saves a file: no page
 * loads an API for it.
 */
export function saveFile(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = safeFileName(fileName);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  revokeLater(url);
}

/** Saves text or bytes made in the browser (an iCalendar file, a CSV) as a file. */
export function saveContent(content: BlobPart, fileName: string, type: string): void {
  saveFile(URL.createObjectURL(new Blob([content], { type })), fileName);
}

/**
 * Fetches a file from a service and saves it: which one is on its way (`busy`, the key given),
 * and the function that does it. A failure is a toast (`failed` and what went wrong); so is a
 * success when `saved` says it. The page stays as it is either way.
 */
export function useFileDownload({
  failed,
  saved,
}: {
  failed: string;
  saved?: (fileName: string) => string;
}) {
  const errorMessage = useErrorMessage();
  const [busy, setBusy] = useState<string | null>(null);
  const download = useCallback(
    async (
      key: string,
      fetchFile: () => Promise<{ data: FetchedFile } | { error: unknown }>,
    ): Promise<void> => {
      setBusy(key);
      const result = await fetchFile();
      setBusy(null);
      if ('error' in result) {
        void showToast(`${failed} ${errorMessage(result.error)}`, 'error');
        return;
      }
      saveFile(result.data.url, result.data.fileName);
      if (saved) void showToast(saved(result.data.fileName), 'success');
    },
    [errorMessage, failed, saved],
  );
  return { download, busy };
}
