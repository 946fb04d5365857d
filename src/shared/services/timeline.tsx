import { useTranslation } from 'react-i18next';
import CheckCircle from '@mui/icons-material/CheckCircle';
import HourglassTop from '@mui/icons-material/HourglassTop';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { formatDate } from '@/shared/i18n/format';

export interface TimelineEntry {
  step: string;
  state: 'done' | 'current' | 'pending';
  at: string | null;
}

/**
 * A process's steps in order, each with its state in words (for screen readers too) and the day it
 * was reached.
 */
export function Timeline({
  steps,
  label,
  stepLabel,
}: {
  steps: readonly TimelineEntry[];
  label: string;
  stepLabel: (step: string) => string;
}) {
  const { t, i18n } = useTranslation('services');
  return (
    <List aria-label={label} dense disablePadding>
      {steps.map((entry) => (
        <ListItem
          key={entry.step}
          disableGutters
          aria-current={entry.state === 'current' ? 'step' : undefined}
        >
          <ListItemIcon sx={{ minWidth: 36 }}>
            {entry.state === 'pending' ? (
              <RadioButtonUnchecked color="disabled" />
            ) : entry.state === 'current' && entry.at === null ? (
              <HourglassTop color="info" />
            ) : (
              <CheckCircle color={entry.state === 'current' ? 'primary' : 'success'} />
            )}
          </ListItemIcon>
          <ListItemText
            primary={stepLabel(entry.step)}
            secondary={
              entry.at
                ? t('timeline.reached', { date: formatDate(entry.at, i18n.language) })
                : t('timeline.pending')
            }
            slotProps={{ primary: { sx: { fontWeight: entry.state === 'current' ? 600 : 400 } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
