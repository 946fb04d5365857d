import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SectionCard } from '@/shared/ui/section-card';

/** A card of the country page: a `SectionCard` as tall as its grid cell, clear of the top bar. */
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
    <SectionCard title={heading} id={id} sx={{ height: '100%', scrollMarginTop: 80 }}>
      {children}
    </SectionCard>
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
