import { HttpError, useDataProvider, useNotify } from 'react-admin';
import { useResourceList, type RecordOf } from '../../../data/typed-data-provider.js';

export type RuleHelpRecord = RecordOf<'spc-rule-help'>;

/** What the help page edits of one rule. */
export interface RuleHelpDraft {
  title: string;
  body: string;
}

/** The unit's help of every rule (at most nine records), by rule number. */
export function useRuleHelps() {
  const list = useResourceList('spc-rule-help', { pagination: { page: 1, perPage: 100 }, sort: { field: 'rule', order: 'ASC' } });
  const byRule = new Map<number, RuleHelpRecord>((list.data ?? []).map((record) => [record.rule, record]));
  return { byRule, isPending: list.isPending, error: list.error, refetch: list.refetch };
}

/**
 * Saves one rule's help: created when the unit has none for the rule yet, updated otherwise. Resolves
 * true when saved; a refusal is told to the user (the data provider already translated it).
 */
export function useSaveRuleHelp(onSaved: () => void) {
  // Untyped on purpose: the generated record type has no null, and null is what clears the title.
  const dataProvider = useDataProvider();
  const notify = useNotify();
  return async (rule: number, draft: RuleHelpDraft, stored: RuleHelpRecord | undefined): Promise<boolean> => {
    const data = { rule, title: draft.title.trim() || null, body: draft.body || null };
    try {
      if (stored) await dataProvider.update('spc-rule-help', { id: stored.id, data, previousData: stored });
      else await dataProvider.create('spc-rule-help', { data });
    } catch (error) {
      const fields = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined)?.errors : undefined;
      const first = fields && Object.values(fields)[0];
      notify(first ?? (error instanceof Error ? error.message : 'global.error.messages.saveError'), { type: 'error' });
      return false;
    }
    notify(stored ? 'global.success.messages.update' : 'global.success.messages.save', { type: 'success' });
    onSaved();
    return true;
  };
}
