import { createContext, useCallback, useContext, useMemo, useRef } from 'react';
import { useRecordContext } from 'react-admin';
import { storedTexts, unvalidatedIndexes } from './validated-texts.js';

export interface ValidatedTexts {
  /** Records a text that passed Validate. */
  accept(text: string): void;
  /** The indexes of a list's items whose text was neither stored nor validated. */
  unvalidated(items: unknown): number[];
}

/**
 * The texts of one list field (a tag's formulas, a group's rule expressions) that may be saved:
 * those of the stored record and those that passed Validate since the form opened.
 */
export function useValidatedTexts(list: string, field: string): ValidatedTexts {
  const record = useRecordContext();
  const validated = useRef(new Set<string>());
  const stored = useMemo(() => new Set(storedTexts(record, list, field)), [record, list, field]);
  const accept = useCallback((text: string) => void validated.current.add(text), []);
  const unvalidated = useCallback((items: unknown) => unvalidatedIndexes(items, field, new Set([...stored, ...validated.current])), [stored, field]);
  return useMemo(() => ({ accept, unvalidated }), [accept, unvalidated]);
}

export const ValidatedTextsContext = createContext<ValidatedTexts | null>(null);

/** For a Validate button inside the form. */
export function useAcceptValidatedText(): (text: string) => void {
  const context = useContext(ValidatedTextsContext);
  if (!context) throw new Error('useAcceptValidatedText needs a ValidatedTextsContext');
  return context.accept;
}
