import { useTranslation } from 'react-i18next';
import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useDocumentDownload } from '@/shared/api/use-download';
import type { ServiceDocument } from '@/shared/contract/main/service-common';
import { formatDate } from '@/shared/i18n/format';

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
  const { download, loading } = useDocumentDownload();
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
                disabled={loading === document.id}
                aria-busy={loading === document.id}
                aria-label={t('documents.download', { name })}
                onClick={() =>
                  void download(
                    { companyId, processId, documentId: document.id },
                    document.fileName,
                  )
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
