import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
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
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Figures read better right-aligned in the table. */
  align?: 'left' | 'right';
  /**
   * Words stay whole (names): the table gives the column at least its longest word instead of
   * breaking "Naturkosme/tik" to squeeze other columns.
   */
  keepWords?: boolean;
}

/** At least 600 px wide: lists of records are tables there, stacked cards below. */
export function useWideScreen(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'), {
    defaultMatches: true,
    noSsr: true,
  });
}

/**
 * A list of records: a table on wide screens, stacked cards below 600 px (the first column is a
 * card's title, the others label: value). `actions` renders a row's buttons.
 */
export function RecordList<T>({
  label,
  rows,
  rowKey,
  columns,
  actions,
  actionsHeader,
}: {
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly RecordColumn<T>[];
  actions?: (row: T) => ReactNode;
  actionsHeader?: string;
}) {
  const wide = useWideScreen();
  const [first, ...rest] = columns;

  if (wide) {
    return (
      <TableContainer>
        <Table aria-label={label} size="small">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.id} align={column.align} sx={{ fontWeight: 600 }}>
                  {column.header}
                </TableCell>
              ))}
              {actions && (
                <TableCell sx={{ fontWeight: 600 }} align="right">
                  {actionsHeader}
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((column, index) => (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    {...(index === 0 ? { component: 'th', scope: 'row' } : {})}
                    sx={{ overflowWrap: column.keepWords ? 'normal' : 'anywhere' }}
                  >
                    {column.cell(row)}
                  </TableCell>
                ))}
                {actions && <TableCell align="right">{actions(row)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Card component="li" key={rowKey(row)} variant="outlined">
          <CardContent>
            {first && (
              <Typography
                component="div"
                sx={{
                  fontWeight: 600,
                  overflowWrap: first.keepWords ? 'break-word' : 'anywhere',
                  mb: 1,
                }}
              >
                {first.cell(row)}
              </Typography>
            )}
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 2,
                rowGap: 0.5,
                m: 0,
              }}
            >
              {rest.map((column) => (
                <Box key={column.id} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {column.header}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    sx={{ m: 0, overflowWrap: 'anywhere' }}
                  >
                    {column.cell(row)}
                  </Typography>
                </Box>
              ))}
            </Box>
            {actions && (
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.5 }}>
                {actions(row)}
              </Stack>
            )}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
