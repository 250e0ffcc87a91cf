import { Collapse, List } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TreeNode } from './tree-nodes.js';
import { TreeNodeRow, type NodeActions } from './TreeNodeRow.js';

interface ElementsTreeProps {
  nodes: TreeNode[];
  expanded: ReadonlySet<string>;
  onToggle: (key: string) => void;
  actionsOf: (node: TreeNode) => NodeActions;
}

function Branch({ nodes, level, ...props }: ElementsTreeProps & { level: number }) {
  return (
    <>
      {nodes.map((node) => (
        <li key={node.key} style={{ listStyle: 'none' }}>
          <TreeNodeRow
            node={node}
            level={level}
            expanded={props.expanded.has(node.key)}
            onToggle={() => props.onToggle(node.key)}
            actions={props.actionsOf(node)}
          />
          {node.children.length > 0 && (
            <Collapse in={props.expanded.has(node.key)} unmountOnExit>
              <List disablePadding role="group" component="ul">
                <Branch nodes={node.children} level={level + 1} {...props} />
              </List>
            </Collapse>
          )}
        </li>
      ))}
    </>
  );
}

/** The client → plant → unit tree as an accessible list (role tree, items with level and expanded state). */
export function ElementsTree(props: ElementsTreeProps) {
  const translate = useTranslate();
  return (
    <List dense role="tree" aria-label={translate('elementsTree.tree')} component="ul" data-testid="elements-tree">
      <Branch level={1} {...props} />
    </List>
  );
}
