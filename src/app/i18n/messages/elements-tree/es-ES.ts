import type { ElementsTreeMessages } from './en-US.js';

const elementsTreeEsES: ElementsTreeMessages = {
  elementsTree: {
    intro: 'Clientes, sus plantas y las unidades de cada planta. Abra una rama para ver lo que contiene; los elementos inactivos siguen en el árbol, marcados.',
    tree: 'Estructura operacional',
    empty: 'Todavía no hay nada que mostrar.',
    loadError: 'No se pudo cargar el árbol.',
    expandAll: 'Expandir todo',
    collapseAll: 'Contraer todo',
    kinds: { client: 'Cliente', plant: 'Planta', unit: 'Unidad' },
    inactive: 'Inactivo',
    addPlant: 'Añadir una planta a %{name}',
    addUnit: 'Añadir una unidad a %{name}',
    addTitle: { plant: 'Nueva planta en %{name}', unit: 'Nueva unidad en %{name}' },
    name: 'Descripción',
    edit: 'Editar %{name}',
    move: 'Mover %{name}',
    moveTitle: { plant: 'Mover la planta «%{name}» a otro cliente', unit: 'Mover la unidad «%{name}» a otra planta' },
    moveTarget: { plant: 'Cliente', unit: 'Planta' },
    moveHint: {
      plant: 'La planta se lleva sus unidades. Una planta cuyas unidades tienen usuarios no puede cambiar de cliente.',
      unit: 'La unidad conserva sus datos y usuarios; pasa a pertenecer a la planta elegida.',
    },
    deactivate: 'Desactivar %{name}',
    activate: 'Activar %{name}',
    deactivateTitle: '¿Desactivar «%{name}»?',
    deactivateContent: 'Sigue en el árbol, marcado como inactivo, y se puede activar de nuevo.',
    saved: 'Guardado',
    errors: {
      plantInactive: 'La planta está inactiva: actívela antes de añadir o mover unidades a ella.',
      clientInactive: 'El cliente está inactivo: actívelo antes de mover plantas a él.',
      plantHasUsers: 'Hay usuarios vinculados a unidades de esta planta; quite esos vínculos antes de moverla a otro cliente.',
    },
  },
};

export default elementsTreeEsES;
