import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A card of the country page with its heading. */
export function Block({
  id,
  heading,
  children,
}: {
  id?: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <Card component="section" id={id} sx={{ height: '100%', scrollMarginTop: 80 }}>
      <CardContent>
        <Typography variant="h2" gutterBottom>
          {heading}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A fact of a country page card: its label, then the value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="div" sx={{ mb: 1.5 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Stack>
  );
}
