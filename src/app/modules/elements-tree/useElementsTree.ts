import { useCallback, useEffect, useMemo, useState } from 'react';
import { fetchElementsTree } from './tree-api.js';
import { branchKeys, toTreeNodes, type TreeNode } from './tree-nodes.js';

/** The tree, which branches are open (clients open at first), and a reload after each change. */
export function useElementsTree() {
  const [nodes, setNodes] = useState<TreeNode[] | undefined>();
  const [movePlants, setMovePlants] = useState(false);
  const [failed, setFailed] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  const reload = useCallback(() => {
    fetchElementsTree().then(
      (answer) => {
        const loaded = toTreeNodes(answer.data);
        setNodes(loaded);
        setMovePlants(answer.movePlants === true);
        setFailed(false);
        // First load: the clients open, so the plants show at once.
        setExpanded((open) => (open.size ? open : new Set(loaded.map((client) => client.key))));
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(reload, [reload]);

  const toggle = useCallback((key: string) => {
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);
  const open = useCallback((key: string) => setExpanded((keys) => new Set([...keys, key])), []);
  const all = useMemo(() => branchKeys(nodes ?? []), [nodes]);
  const expandAll = useCallback(() => setExpanded(new Set(all)), [all]);
  const collapseAll = useCallback(() => setExpanded(new Set()), []);

  return { nodes, movePlants, failed, expanded, toggle, open, expandAll, collapseAll, reload };
}
