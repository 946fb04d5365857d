import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import CloseIcon from '@mui/icons-material/Close';
import { formatNumber } from '@/shared/i18n/format';
import type { Chosen } from './ticket-form';

/** The attachments chosen for a ticket, each with its size and a button that takes it off. */
export function ChosenFiles({
  files,
  onRemove,
}: {
  files: readonly Chosen[];
  onRemove: (key: string) => void;
}) {
  const { t, i18n } = useTranslation('support');
  if (files.length === 0) return null;
  return (
    <List dense aria-label={t('attachments.chosen')}>
      {files.map((chosen) => (
        <ListItem
          key={chosen.key}
          secondaryAction={
            <IconButton
              edge="end"
              aria-label={t('attachments.remove', { name: chosen.file.name })}
              onClick={() => onRemove(chosen.key)}
            >
              <CloseIcon />
            </IconButton>
          }
        >
          {t('attachments.item', {
            name: chosen.file.name,
            size: formatNumber(chosen.file.size / 1024 / 1024, i18n.language, {
              maximumFractionDigits: 1,
            }),
          })}
        </ListItem>
      ))}
    </List>
  );
}
