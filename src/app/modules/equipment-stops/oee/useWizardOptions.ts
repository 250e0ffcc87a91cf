import { useMemo } from 'react';
import { useUnitTags } from '../../../unit-data/useUnitTags.js';
import { useFrames } from '../shared/useFrames.js';
import type { PickOption } from './wizard-fields.js';

const labelOf = (code: string, description?: string | null) => (description ? `${code} – ${description}` : code);

/** The unit's frames and tags as the wizard offers them (code – description). */
export function useWizardOptions(): { frames: PickOption[]; tags: PickOption[] } {
  const { frames: frameRecords } = useFrames();
  const { tags: unitTags } = useUnitTags();
  const frames = useMemo(() => frameRecords.map((frame) => ({ id: frame.id_frame!, label: labelOf(frame.code, frame.description) })), [frameRecords]);
  const tags = useMemo(() => unitTags.map((tag) => ({ id: tag.id_tag, label: labelOf(tag.code, tag.description) })), [unitTags]);
  return { frames, tags };
}
