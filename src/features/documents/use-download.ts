import { saveFile } from '@/shared/lib/save-file';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@/shared/api/error-message';
import { showToast } from '@/shared/ui/toast';
import { useDownloadDocumentMutation } from './api';

/** Downloads a document's PDF under the name the service gives it; a failure is a toast. */
export function useDownload(companyId: string) {
  const { t } = useTranslation('documents');
  const errorMessage = useErrorMessage();
  const [download] = useDownloadDocumentMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (documentId: string) => {
    setBusy(documentId);
    const result = await download({ companyId, documentId });
    setBusy(null);
    if ('error' in result) {
      void showToast(`${t('downloadFailed')} ${errorMessage(result.error)}`, 'error');
      return;
    }
    saveFile(result.data.url, result.data.fileName);
    setTimeout(() => URL.revokeObjectURL(result.data.url), 10_000);
  };
  return { download: run, busy };
}
