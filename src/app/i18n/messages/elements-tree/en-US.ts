/** `/settings/operational-structure/elements-tree`: the client → plant → unit tree, and the server's refusals of its moves. */
const elementsTreeEnUS = {
  elementsTree: {
    intro: 'Clients, their plants and each plant’s units. Open a branch to see what it holds; inactive elements stay in the tree, marked.',
    tree: 'Operational structure',
    empty: 'Nothing to show yet.',
    loadError: 'The tree could not be loaded.',
    expandAll: 'Expand all',
    collapseAll: 'Collapse all',
    kinds: { client: 'Client', plant: 'Plant', unit: 'Unit' },
    inactive: 'Inactive',
    addPlant: 'Add a plant to %{name}',
    addUnit: 'Add a unit to %{name}',
    addTitle: { plant: 'New plant in %{name}', unit: 'New unit in %{name}' },
    name: 'Description',
    edit: 'Edit %{name}',
    move: 'Move %{name}',
    moveTitle: { plant: 'Move the plant “%{name}” to another client', unit: 'Move the unit “%{name}” to another plant' },
    moveTarget: { plant: 'Client', unit: 'Plant' },
    moveHint: {
      plant: 'The plant takes its units along. A plant whose units have users cannot change client.',
      unit: 'The unit keeps its data and users; it now belongs to the chosen plant.',
    },
    deactivate: 'Deactivate %{name}',
    activate: 'Activate %{name}',
    deactivateTitle: 'Deactivate “%{name}”?',
    deactivateContent: 'It stays in the tree, marked inactive, and can be activated again.',
    saved: 'Saved',
    errors: {
      plantInactive: 'The plant is inactive: activate it before adding or moving units into it.',
      clientInactive: 'The client is inactive: activate it before moving plants into it.',
      plantHasUsers: 'Users are linked to units of this plant; remove those links before moving it to another client.',
    },
  },
};

export type ElementsTreeMessages = typeof elementsTreeEnUS;
export default elementsTreeEnUS;
