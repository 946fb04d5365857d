import { useId, type ReactNode, type Ref } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A part of a page as a card: a `section` named by its `h2` heading (a landmark screen readers
 * list), an optional action beside the heading, then the content. `id` makes it a link target
 * (`#id`); its heading is then `id-heading`. `headingRef` lets the page move the focus to the
 * heading (UX-12, `useStepHeading`).
 */
export function SectionCard({
  title,
  id,
  action,
  sx,
  headingRef,
  children,
}: {
  title: string;
  id?: string;
  action?: ReactNode;
  sx?: SxProps<Theme>;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const generated = useId();
  const headingId = id ? `${id}-heading` : `${generated}heading`;
  const heading = (
    <Typography
      variant="h2"
      id={headingId}
      gutterBottom={!action}
      {...(headingRef && { ref: headingRef, tabIndex: -1, sx: { outline: 'none' } })}
    >
      {title}
    </Typography>
  );
  return (
    <Card component="section" aria-labelledby={headingId} id={id} sx={sx}>
      <CardContent>
        {action ? (
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 1 }}
          >
            {heading}
            {action}
          </Stack>
        ) : (
          heading
        )}
        {children}
      </CardContent>
    </Card>
  );
}
