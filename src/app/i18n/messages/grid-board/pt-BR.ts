/** The GridBoard component (src/app/components/grid-board). */
const gridBoardPtBR = {
  gridBoard: {
    movableItem: 'item móvel',
    keyboardHelp: 'As setas movem o item; Shift e as setas o redimensionam.',
  },
};

export default gridBoardPtBR;
