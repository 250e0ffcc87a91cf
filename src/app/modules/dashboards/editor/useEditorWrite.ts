import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { writeProblem, type WriteProblem } from './write-problem.js';

/**
 * The state of an editor's write: `run` clears the last refusal, waits for the write (busy meanwhile) and keeps its
 * refusal as a `WriteProblem` (`fallback`: the message of a failure without a key). What follows a success is the write's.
 */
export function useEditorWrite(fallback: string) {
  const translate = useTranslate();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<WriteProblem | null>(null);

  const run = async (write: () => Promise<void>) => {
    setSaving(true);
    setProblem(null);
    try {
      await write();
    } catch (error) {
      setProblem(writeProblem(error, translate, fallback));
    } finally {
      setSaving(false);
    }
  };

  return { saving, problem, setProblem, run };
}
