import type { FieldErrors } from '../validation/field-errors.js';
import { gridColumns, isGridBreakpoint } from '../grid-layout/screen-sizes.js';

/** Message keys of the widget layout rules the schema cannot say. */
export const widgetLayoutMessages = {
  repeatedScreenSize: 'dashboards.layout.repeatedScreenSize',
  beyondColumns: 'dashboards.layout.beyondColumns',
} as const;

interface Place {
  breakpoint?: unknown;
  x?: unknown;
  w?: unknown;
}

/**
 * A widget's places (already valid against its schema): one per screen size, each inside that
 * size's columns (`x + w` at most lg 12, md 10, sm 6, xs 4). Answers the field errors, or none.
 */
export function widgetLayoutErrors(layout: readonly Place[]): FieldErrors {
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  layout.forEach((place, index) => {
    const breakpoint = String(place.breakpoint);
    if (seen.has(breakpoint)) errors[`layout.${index}.breakpoint`] = { key: widgetLayoutMessages.repeatedScreenSize };
    seen.add(breakpoint);
    if (!isGridBreakpoint(breakpoint)) return;
    const columns = gridColumns[breakpoint];
    if (Number(place.x) + Number(place.w) > columns) errors[`layout.${index}.w`] = { key: widgetLayoutMessages.beyondColumns, args: { columns } };
  });
  return errors;
}
