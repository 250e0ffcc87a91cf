/** Ten distinguishable series colours per theme (Tableau 10; brighter on the dark background). */
const light = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b', '#e377c2', '#7f7f7f', '#bcbd22', '#17becf'];
const dark = ['#5aa9e6', '#ffa64d', '#5cd65c', '#ff6b6b', '#c39bff', '#d4a373', '#ff9ed8', '#bdbdbd', '#e0e04a', '#4fe3f0'];

export const seriesColor = (index: number, mode: 'light' | 'dark') => {
  const palette = mode === 'dark' ? dark : light;
  return palette[index % palette.length]!;
};
