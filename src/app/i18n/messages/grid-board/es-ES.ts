/** The GridBoard component (src/app/components/grid-board). */
const gridBoardEsES = {
  gridBoard: {
    movableItem: 'elemento móvil',
    keyboardHelp: 'Las flechas mueven el elemento; Mayús y las flechas cambian su tamaño.',
  },
};

export default gridBoardEsES;
