import { Card, CardContent, Grid, Typography } from '@mui/material';
import type { OeeFactors } from '../../../../domain/equipment-stops/oee.js';
import { useFormat } from '../../../format/useFormat.js';
import { OEE_FACTORS, type OeeFactor } from './useOeeTitles.js';

interface OeeCardsProps {
  factors: OeeFactors | null;
  titleOf: Record<OeeFactor, string>;
  /** Four in a row with tight padding, for a small dashboard frame. */
  compact?: boolean;
}

/** OEE and its three factors for a period, as percentages; a dash where nothing could be computed. */
export function OeeCards({ factors, titleOf, compact = false }: OeeCardsProps) {
  const { number } = useFormat();
  return (
    <Grid container spacing={compact ? 0.5 : 1} data-testid="oee-cards">
      {OEE_FACTORS.map((factor) => (
        <Grid key={factor} size={compact ? 3 : { xs: 6, md: 3 }}>
          <Card variant="outlined" data-testid={`oee-card-${factor}`}>
            <CardContent sx={compact ? { p: 1, '&:last-child': { pb: 1 } } : undefined}>
              <Typography variant="body2" color="text.secondary" noWrap title={titleOf[factor]}>
                {titleOf[factor]}
              </Typography>
              <Typography variant={compact ? 'subtitle1' : 'h5'}>{factors ? `${number(factors[factor] * 100, { decimals: 1 })} %` : '—'}</Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
