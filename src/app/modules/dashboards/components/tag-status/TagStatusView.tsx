import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import HelpOutline from '@mui/icons-material/HelpOutline';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { Box, Chip, Tooltip } from '@mui/material';
import type { TagStatusData } from '../../../../../domain/dashboards/components/data/tag-status.js';
import type { TagStatus } from '../../../../../domain/dashboards/tag-values/tag-status.js';
import type { ComponentRendererProps } from '../component-view.js';
import { NoValue } from '../tag-values/NoValue.js';
import { useReadingText } from '../tag-values/useReadingText.js';

const chipColor = { normal: 'success', warning: 'warning', alarm: 'error', noData: 'default' } as const;
const chipIcon: Record<TagStatus, typeof HelpOutline> = { normal: CheckCircleOutline, warning: WarningAmber, alarm: ErrorOutline, noData: HelpOutline };

/**
 * Each tag's latest value as a chip coloured by its status, with a shape per status and the status written out, so it
 * never rests on colour alone (WCAG 2.2, 1.4.1 Use of Color; ANSI/ISA-101.01-2015 on redundant coding of states).
 */
export function TagStatusView({ data }: ComponentRendererProps<Record<string, unknown>, TagStatusData | null>) {
  const text = useReadingText();
  if (!data?.tags.length) return <NoValue />;
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', m: 0, p: 0.5 }} data-testid="tag-status">
      {data.tags.map((tag) => {
        const Icon = chipIcon[tag.status];
        return (
          <li key={tag.id_tag} aria-label={text.reading(tag)}>
            <Tooltip title={[tag.description, tag.at && text.instant(tag.at)].filter(Boolean).join(' · ')}>
              <Chip
                icon={<Icon />}
                color={chipColor[tag.status]}
                variant={tag.status === 'noData' ? 'outlined' : 'filled'}
                label={`${tag.code} · ${tag.value === null ? text.status(tag.status) : `${text.value(tag)} · ${text.status(tag.status)}`}`}
                data-status={tag.status}
              />
            </Tooltip>
          </li>
        );
      })}
    </Box>
  );
}
