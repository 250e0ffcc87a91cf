import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CauseView, WhyView } from '../../../../domain/root-cause/model.js';
import { whyTree, type WhyNode } from '../../../../domain/root-cause/why-tree.js';
import { refusalArgs, refusalKey } from './refusal-key.js';
import { serverWhyCalls, type WhyCalls } from './why-calls.js';
import { whyProblemMessage, type ShownProblem } from './why-problem-key.js';
import { WhyEditor } from './WhyEditor.js';

interface Draft {
  key: number;
  id_parent: number | null;
  text: string;
}

interface WhysTreeProps {
  cause: CauseView;
  /** The cause's `allowed` has `add-why`: whys may be added, edited and deleted. */
  canEdit: boolean;
  onChanged: () => void;
  calls?: WhyCalls;
}

const shownRefusal = (error: unknown): ShownProblem => ({ key: refusalKey(error), args: refusalArgs(error) });

/**
 * The cause's whys as a nested list (Ohno's "ask why five times", branching allowed). A new why goes under the cause
 * or under a saved why; an unsaved one cannot take children yet; empty text is refused before asking the server.
 */
export function WhysTree({ cause, canEdit, onChanged, calls = serverWhyCalls }: WhysTreeProps) {
  const translate = useTranslate();
  const [whys, setWhys] = useState<readonly WhyView[]>(cause.whys);
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [editing, setEditing] = useState<{ id_why: number; text: string } | null>(null);
  const [problems, setProblems] = useState<Record<string, ShownProblem>>({});
  const [busy, setBusy] = useState(false);
  const nextKey = useRef(1);
  useEffect(() => setWhys(cause.whys), [cause.whys]);
  useEffect(() => {
    setDrafts([]);
    setEditing(null);
    setProblems({});
  }, [cause.id_cause]);
  const tree = useMemo(() => whyTree(whys), [whys]);

  const setProblem = (rowKey: string, problem: ShownProblem | null) =>
    setProblems(({ [rowKey]: _dropped, ...rest }) => (problem ? { ...rest, [rowKey]: problem } : rest));

  const run = async (rowKey: string, call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
      setProblem(rowKey, null);
      onChanged();
    } catch (error) {
      setProblem(rowKey, shownRefusal(error));
    } finally {
      setBusy(false);
    }
  };

  const addDraft = (idParent: number | null) => setDrafts((all) => [...all, { key: nextKey.current++, id_parent: idParent, text: '' }]);
  const dropDraft = (key: number) => {
    setDrafts((all) => all.filter((draft) => draft.key !== key));
    setProblem(`draft-${key}`, null);
  };
  const saveDraft = (draft: Draft) => {
    const problem = whyProblemMessage(draft.text, cause.id_cause, draft.id_parent, whys);
    if (problem) return setProblem(`draft-${draft.key}`, problem);
    void run(`draft-${draft.key}`, async () => {
      const saved = await calls.create({ id_cause: cause.id_cause, id_parent: draft.id_parent, text: draft.text.trim() });
      setWhys((all) => [...all, saved]);
      setDrafts((all) => all.filter((other) => other.key !== draft.key));
    });
  };
  const saveEdit = () => {
    if (!editing) return;
    const problem = whyProblemMessage(editing.text, cause.id_cause, null, whys);
    if (problem) return setProblem(`why-${editing.id_why}`, problem);
    void run(`why-${editing.id_why}`, async () => {
      const saved = await calls.update(editing.id_why, editing.text.trim());
      setWhys((all) => all.map((why) => (why.id_why === saved.id_why ? saved : why)));
      setEditing(null);
    });
  };
  const remove = (idWhy: number) =>
    void run(`why-${idWhy}`, async () => {
      await calls.remove(idWhy);
      setWhys((all) => all.filter((why) => why.id_why !== idWhy));
    });

  const draftRow = (draft: Draft) => (
    <li key={`draft-${draft.key}`} data-testid={`why-draft-${draft.key}`}>
      <WhyEditor
        text={draft.text}
        onText={(text) => setDrafts((all) => all.map((other) => (other.key === draft.key ? { ...other, text } : other)))}
        onSave={() => saveDraft(draft)}
        onDiscard={() => dropDraft(draft.key)}
        problem={problems[`draft-${draft.key}`] ?? null}
        busy={busy}
        testId={`why-draft-${draft.key}`}
      />
      <Tooltip title={translate('rcaAnalysis.whys.saveParentFirst')}>
        <span>
          <Button size="small" disabled data-testid={`why-draft-${draft.key}-add`}>
            {translate('rcaAnalysis.whys.add')}
          </Button>
        </span>
      </Tooltip>
    </li>
  );

  const draftsUnder = (idParent: number | null) => drafts.filter((draft) => draft.id_parent === idParent).map(draftRow);

  const nodeRow = (node: WhyNode) => {
    const problem = problems[`why-${node.id_why}`];
    const isEditing = editing?.id_why === node.id_why;
    const children = [...node.children.map(nodeRow), ...draftsUnder(node.id_why)];
    return (
      <li key={node.id_why} data-testid={`why-${node.id_why}`} data-depth={node.depth}>
        {isEditing ? (
          <WhyEditor
            text={editing.text}
            onText={(text) => setEditing({ id_why: node.id_why, text })}
            onSave={saveEdit}
            onDiscard={() => {
              setEditing(null);
              setProblem(`why-${node.id_why}`, null);
            }}
            problem={problem ?? null}
            busy={busy}
            testId={`why-${node.id_why}`}
          />
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
            <Typography variant="body2" data-testid={`why-${node.id_why}-text`} sx={{ flex: '1 1 auto' }}>
              {node.text}
            </Typography>
            {canEdit && (
              <>
                <Button size="small" onClick={() => addDraft(node.id_why)} disabled={busy} data-testid={`why-${node.id_why}-add`}>
                  {translate('rcaAnalysis.whys.add')}
                </Button>
                <Tooltip title={translate('rcaAnalysis.whys.edit')}>
                  <IconButton
                    size="small"
                    onClick={() => setEditing({ id_why: node.id_why, text: node.text })}
                    disabled={busy}
                    data-testid={`why-${node.id_why}-edit`}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={translate(node.children.length > 0 ? 'rootCause.errors.whyHasChildren' : 'rcaAnalysis.whys.delete')}>
                  <span>
                    <IconButton
                      size="small"
                      onClick={() => remove(node.id_why)}
                      disabled={busy || node.children.length > 0}
                      data-testid={`why-${node.id_why}-delete`}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </>
            )}
          </Box>
        )}
        {problem && !isEditing && (
          <Typography variant="caption" color="error" role="alert" data-testid={`why-${node.id_why}-error`}>
            {translate(problem.key, { _: problem.key, ...problem.args })}
          </Typography>
        )}
        {children.length > 0 && (
          <Box component="ul" sx={{ pl: 3, m: 0, listStyle: 'circle' }}>
            {children}
          </Box>
        )}
      </li>
    );
  };

  const roots = [...tree.map(nodeRow), ...draftsUnder(null)];
  return (
    <Box data-testid="whys-tree">
      <Typography variant="subtitle2" data-testid="whys-cause">
        {cause.description}
      </Typography>
      {roots.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('rcaAnalysis.whys.empty')}
        </Typography>
      )}
      {roots.length > 0 && (
        <Box component="ul" sx={{ pl: 3, my: 1 }}>
          {roots}
        </Box>
      )}
      {canEdit && (
        <Button size="small" variant="outlined" onClick={() => addDraft(null)} disabled={busy} data-testid="why-add-root">
          {translate('rcaAnalysis.whys.add')}
        </Button>
      )}
    </Box>
  );
}
