import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '@/shared/lib/save-file';
import { showToast } from '@/shared/ui/toast';
import { useErrorMessage } from './error-message';
import { useFetchDocumentMutation, type DocumentRef } from './processes-api';

/**
 * Downloads a document a service issued: which one is loading, and the function that fetches and
 * saves it. A failure is told in a toast; the page stays as it is.
 */
export function useDocumentDownload() {
  const { t } = useTranslation('services');
  const errorMessage = useErrorMessage();
  const [fetchDocument] = useFetchDocumentMutation();
  const [loading, setLoading] = useState<string | null>(null);
  const download = useCallback(
    async (ref: DocumentRef, fileName: string) => {
      setLoading(ref.documentId);
      const result = await fetchDocument(ref);
      setLoading(null);
      if ('data' in result && result.data) {
        saveFile(result.data, fileName);
        // The browser has taken the file; the object URL can go after this task.
        setTimeout(() => URL.revokeObjectURL(result.data), 0);
        void showToast(t('documents.downloaded', { fileName }), 'success');
      } else {
        void showToast(`${t('documents.failed')} ${errorMessage(result.error)}`, 'error');
      }
    },
    [fetchDocument, errorMessage, t],
  );
  return { download, loading };
}
