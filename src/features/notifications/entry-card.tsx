import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * One entry of a list of notices (a notification, a change of the rules): an article named by its
 * heading, a mark beside the heading (unread, unconfirmed), then the details.
 */
export function EntryCard({
  id,
  title,
  mark,
  bold,
  sx,
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  title: ReactNode;
  mark?: ReactNode;
  /** Heavier or lighter than a heading's usual weight (an unread or a read notification). */
  bold?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Card component="article" aria-labelledby={id} variant="outlined" sx={sx}>
      <CardContent>
        <Stack spacing={1}>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          >
            <Typography
              id={id}
              variant="h2"
              sx={{
                fontSize: '1.0625rem',
                flex: '1 1 16rem',
                ...(bold !== undefined && { fontWeight: bold ? 700 : 500 }),
              }}
            >
              {title}
            </Typography>
            {mark}
          </Stack>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
