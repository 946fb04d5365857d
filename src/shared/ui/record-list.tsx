import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

export interface RecordColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right';
}

/**
 * Records as a table on wide screens and as stacked cards below 600 px (the first column is the
 * card's heading, the others its label-value rows). Without media queries (tests) it is a table.
 */
export function RecordList<T extends { id: string }>({
  rows,
  columns,
  label,
}: {
  rows: readonly T[];
  columns: readonly RecordColumn<T>[];
  label: string;
}) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'), {
    defaultMatches: true,
    noSsr: true,
  });
  if (wide) {
    return (
      <TableContainer>
        <Table aria-label={label} size="small">
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.key} align={c.align}>
                  {c.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                {columns.map((c) => (
                  <TableCell key={c.key} align={c.align}>
                    {c.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }
  const [first, ...rest] = columns;
  return (
    <Stack component="ul" spacing={1.5} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Card component="li" key={row.id} variant="outlined">
          <CardContent>
            {first && (
              <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
                {first.render(row)}
              </Typography>
            )}
            <Stack spacing={0.75}>
              {rest.map((c) => (
                <Stack
                  key={c.key}
                  direction="row"
                  spacing={1}
                  sx={{ justifyContent: 'space-between', alignItems: 'center' }}
                >
                  <Typography variant="body2" color="text.secondary">
                    {c.header}
                  </Typography>
                  <div>{c.render(row)}</div>
                </Stack>
              ))}
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
