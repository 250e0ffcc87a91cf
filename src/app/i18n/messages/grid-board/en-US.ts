/** The GridBoard component (src/app/components/grid-board). */
const gridBoardEnUS = {
  gridBoard: {
    movableItem: 'movable item',
    keyboardHelp: 'Arrow keys move the item; Shift and the arrow keys resize it.',
  },
};

export default gridBoardEnUS;
