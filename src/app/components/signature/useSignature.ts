import { useState, type FormEvent } from 'react';
import type { Signature, SignatureField, SignatureProblem } from './signature-problem.js';

interface SignatureOptions {
  /** A refusal needs a comment to say why. */
  refuses: boolean;
  onSign: (signature: Signature) => Promise<void>;
  explain: (error: unknown) => SignatureProblem;
  onStale: () => void;
}

/** The signature being typed and sent once at a time; a refusal empties the password and shows its problem. */
export function useSignature({ refuses, onSign, explain, onStale }: SignatureOptions) {
  const [comment, setComment] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<SignatureProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const commentMissing = refuses && comment.trim() === '';
  const fieldKey = (field: SignatureField) => (problem?.kind === 'fields' ? problem.fields[field]?.key : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (commentMissing || !password || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await onSign({ comment: comment.trim(), password });
    } catch (error) {
      setPassword('');
      const found = explain(error);
      if (found.kind === 'stale') onStale();
      else setProblem(found);
    } finally {
      setBusy(false);
    }
  };

  return { comment, setComment, password, setPassword, problem, busy, fieldKey, canSubmit: !busy && !commentMissing && Boolean(password), submit };
}
