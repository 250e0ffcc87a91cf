import { useTranslate } from 'react-admin';

/** The card titles of an OEE setting (blank: the standard names). */
export interface OeeTitles {
  title?: string | null;
  availability_title?: string | null;
  performance_title?: string | null;
  quality_title?: string | null;
}

export const OEE_FACTORS = ['oee', 'availability', 'performance', 'quality'] as const;
export type OeeFactor = (typeof OEE_FACTORS)[number];

/** The name of each factor: the setting's title, else the standard name in the user's language. */
export function useOeeTitles(titles: OeeTitles): Record<OeeFactor, string> {
  const translate = useTranslate();
  return {
    oee: titles.title || translate('stopCharts.oee.factors.oee'),
    availability: titles.availability_title || translate('stopCharts.oee.factors.availability'),
    performance: titles.performance_title || translate('stopCharts.oee.factors.performance'),
    quality: titles.quality_title || translate('stopCharts.oee.factors.quality'),
  };
}
