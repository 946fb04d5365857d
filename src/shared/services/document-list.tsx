import { useTranslation } from 'react-i18next';
import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useFetchDocumentMutation } from '@/shared/api/processes-api';
import type { ServiceDocument } from '@/shared/contract/main/service-common';
import { formatDate } from '@/shared/i18n/format';
import { useFileDownload } from '@/shared/lib/download';

/** The documents a process issued, each downloadable as the PDF it is. */
export function DocumentList({
  companyId,
  processId,
  documents,
}: {
  companyId: string;
  processId: string;
  documents: readonly ServiceDocument[];
}) {
  const { t, i18n } = useTranslation('services');
  const [fetchDocument] = useFetchDocumentMutation();
  const { download, busy } = useFileDownload({
    failed: t('documents.failed'),
    saved: (fileName) => t('documents.downloaded', { fileName }),
  });
  if (documents.length === 0) {
    return <Typography color="text.secondary">{t('documents.none')}</Typography>;
  }
  return (
    <List disablePadding aria-label={t('documents.title')}>
      {documents.map((document) => {
        const name = t(`documents.kind.${document.kind}`);
        return (
          <ListItem
            key={document.id}
            disableGutters
            secondaryAction={
              <Button
                size="small"
                startIcon={<Download />}
                disabled={busy === document.id}
                aria-busy={busy === document.id}
                aria-label={t('documents.download', { name })}
                onClick={() =>
                  void download(document.id, async () => {
                    const result = await fetchDocument({
                      companyId,
                      processId,
                      documentId: document.id,
                    });
                    return 'data' in result && result.data
                      ? { data: { url: result.data, fileName: document.fileName } }
                      : { error: result.error };
                  })
                }
              >
                {t('documents.downloadShort')}
              </Button>
            }
            sx={{ pr: 14 }}
          >
            <ListItemText
              primary={name}
              secondary={`${document.fileName} · ${formatDate(document.createdAt, i18n.language)}`}
              slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
