import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';

interface NoticePageProps {
  testId: string;
  /** Already translated: the page title in the header, and the card's heading when `heading` is on. */
  title: string;
  /** Already translated. */
  message: string;
  heading?: boolean;
}

/** A page that only tells something (forbidden, not built, an empty area): a title and a plain message, nothing to act on. */
export function NoticePage({ testId, title, message, heading = true }: NoticePageProps) {
  return (
    <Card data-testid={testId}>
      <Title title={title} />
      <CardContent>
        {heading && (
          <Typography variant="h6" component="h1">
            {title}
          </Typography>
        )}
        <Typography>{message}</Typography>
      </CardContent>
    </Card>
  );
}
