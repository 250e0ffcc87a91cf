import type { ReactNode } from 'react';
import type { useUnitTags } from '../../unit-data/useUnitTags.js';
import { LevelSelect } from './LevelSelect.js';
import { PeriodPicker } from './PeriodPicker.js';
import type { SeriesLevel } from './series-types.js';
import { ShortcutMenu } from './ShortcutMenu.js';
import { TagPicker } from './TagPicker.js';
import type { useAnalysisSelection } from './useAnalysisSelection.js';

type Selection<L extends SeriesLevel> = ReturnType<typeof useAnalysisSelection<L>>;

interface TagLevelFieldsProps<L extends SeriesLevel> {
  selection: Selection<L>;
  levels: readonly L[];
  unitTags: ReturnType<typeof useUnitTags>;
  colors?: readonly string[];
  levelLabel?: string;
}

/** The tag picker and the level select of an analysis page, bound to the page's selection. */
export function TagLevelFields<L extends SeriesLevel>({ selection, levels, unitTags, colors, levelLabel }: TagLevelFieldsProps<L>) {
  return (
    <>
      <TagPicker
        tags={unitTags.tags}
        value={selection.tags}
        onChange={(tags) => selection.update({ tags })}
        onOpen={unitTags.refresh}
        loading={!unitTags.loaded}
        colors={colors}
      />
      <LevelSelect levels={levels} offered={selection.offered} value={selection.level} onChange={(level) => selection.update({ level })} label={levelLabel} />
    </>
  );
}

interface PeriodFieldProps<L extends SeriesLevel> {
  selection: Selection<L>;
  timezone: string;
  /** The shortcut menu; the built-in shortcuts only when not given. */
  shortcuts?: ReactNode;
}

/** The period of an analysis page, bound to the page's selection, with its shortcut menu. */
export function PeriodField<L extends SeriesLevel>({ selection, timezone, shortcuts }: PeriodFieldProps<L>) {
  return (
    <PeriodPicker
      range={selection.range}
      onChange={(range) => selection.update({ range })}
      timezone={timezone}
      shortcuts={shortcuts ?? <ShortcutMenu timezone={timezone} onApply={(range) => selection.update({ range })} />}
    />
  );
}
