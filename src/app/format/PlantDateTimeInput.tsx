import { TextInput, type TextInputProps } from 'react-admin';
import { toUtcIso, utcToWallTime, wallTimeToUtc } from '../../domain/format/index.js';
import { useFormat } from './useFormat.js';

/**
 * A date-time input on the selected unit's wall clock: it shows the stored UTC instant as the plant's
 * time and stores what is typed as UTC, so a form shows the same time as the lists (zone in the helper text).
 */
export function PlantDateTimeInput(props: TextInputProps) {
  const { timeZone, zone } = useFormat();
  return (
    <TextInput
      {...props}
      type="datetime-local"
      helperText={props.helperText || zone()}
      slotProps={{ inputLabel: { shrink: true } }}
      format={(value: string | null | undefined) => {
        const ms = value ? Date.parse(value) : Number.NaN;
        return Number.isNaN(ms) ? '' : utcToWallTime(timeZone, ms);
      }}
      parse={(wall: string) => {
        const ms = wall ? wallTimeToUtc(timeZone, wall) : undefined;
        return ms === undefined ? null : toUtcIso(ms);
      }}
    />
  );
}
