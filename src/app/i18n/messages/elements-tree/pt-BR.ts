import type { ElementsTreeMessages } from './en-US.js';

const elementsTreePtBR: ElementsTreeMessages = {
  elementsTree: {
    intro: 'Clientes, suas plantas e as unidades de cada planta. Abra um ramo para ver o que ele contém; elementos inativos continuam na árvore, marcados.',
    tree: 'Estrutura operacional',
    empty: 'Nada para mostrar ainda.',
    loadError: 'Não foi possível carregar a árvore.',
    expandAll: 'Expandir tudo',
    collapseAll: 'Recolher tudo',
    kinds: { client: 'Cliente', plant: 'Planta', unit: 'Unidade' },
    inactive: 'Inativo',
    addPlant: 'Adicionar uma planta a %{name}',
    addUnit: 'Adicionar uma unidade a %{name}',
    addTitle: { plant: 'Nova planta em %{name}', unit: 'Nova unidade em %{name}' },
    name: 'Descrição',
    edit: 'Editar %{name}',
    move: 'Mover %{name}',
    moveTitle: { plant: 'Mover a planta “%{name}” para outro cliente', unit: 'Mover a unidade “%{name}” para outra planta' },
    moveTarget: { plant: 'Cliente', unit: 'Planta' },
    moveHint: {
      plant: 'A planta leva suas unidades. Uma planta cujas unidades têm usuários não pode mudar de cliente.',
      unit: 'A unidade mantém seus dados e usuários; passa a pertencer à planta escolhida.',
    },
    deactivate: 'Desativar %{name}',
    activate: 'Ativar %{name}',
    deactivateTitle: 'Desativar “%{name}”?',
    deactivateContent: 'Continua na árvore, marcado como inativo, e pode ser ativado de novo.',
    saved: 'Salvo',
    errors: {
      plantInactive: 'A planta está inativa: ative-a antes de adicionar ou mover unidades para ela.',
      clientInactive: 'O cliente está inativo: ative-o antes de mover plantas para ele.',
      plantHasUsers: 'Há usuários vinculados a unidades desta planta; remova esses vínculos antes de movê-la para outro cliente.',
    },
  },
};

export default elementsTreePtBR;
