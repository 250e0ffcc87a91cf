import type { HTMLAttributes } from 'react';
import { Box, Typography } from '@mui/material';

interface TagOptionProps extends HTMLAttributes<HTMLLIElement> {
  tag: { code: string; description?: string | null };
  testId: string;
}

/** A tag in a tag search's list: its code in bold, then its description cut to one line. */
export function TagOption({ tag, testId, ...props }: TagOptionProps) {
  return (
    <Box component="li" {...props} data-testid={testId}>
      <Typography variant="body2" sx={{ fontWeight: 600, mr: 1 }}>
        {tag.code}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {tag.description}
      </Typography>
    </Box>
  );
}
