import { Box } from '@mui/material';

// Quill's own sizes for its size classes, so an entry reads as it was written.
const annotationSx = {
  typography: 'body2',
  overflowWrap: 'anywhere',
  '& p, & ol, & ul, & blockquote': { m: 0 },
  '& ol, & ul': { pl: 3 },
  '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 1.5 },
  '& a': { color: 'primary.main' },
  '& .ql-size-small': { fontSize: '0.75em' },
  '& .ql-size-large': { fontSize: '1.5em' },
  '& .ql-size-huge': { fontSize: '2.5em' },
} as const;

/**
 * A stored annotation. The server keeps only the editor's own markup (src/server/modules/logbook/html-sanitiser.ts)
 * before storing, so the HTML it answers is shown as HTML.
 */
export function AnnotationView({ html, clamp }: { html: string; clamp?: boolean }) {
  return (
    <Box
      className="logbook-annotation"
      data-testid="logbook-annotation"
      sx={[annotationSx, clamp ? { maxHeight: '9em', overflow: 'hidden' } : {}]}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
