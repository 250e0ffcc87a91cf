/** Stop detection and remake (src/server/modules/equipment-stops/README.md, Jobs): the server's refusals. */
const stopDetectionEnUS = {
  equipmentStops: {
    errors: {
      noDataSelected: 'The state tag has no readings in the selected period: there is nothing to detect.',
      remake: 'Stops can only be remade on an automatic frame with a state tag.',
    },
  },
};

export default stopDetectionEnUS;
export type StopDetectionMessages = typeof stopDetectionEnUS;
