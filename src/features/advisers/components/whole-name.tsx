import Box from '@mui/material/Box';

/**
 * A name that wraps only between words and, past two lines, is cut with an ellipsis; the whole
 * name is its tooltip (`title`). For columns marked `keepWords` in a `RecordList`.
 */
export function WholeName({ name, lines = 2 }: { name: string; lines?: number }) {
  return (
    <Box
      component="span"
      title={name}
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: lines,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        overflowWrap: 'normal',
        wordBreak: 'normal',
        hyphens: 'manual',
      }}
    >
      {name}
    </Box>
  );
}
