import type spcQueriesEnUS from './en-US.js';

const spcQueriesPtBR: typeof spcQueriesEnUS = {
  spc: {
    errors: {
      emptySubgroups: 'Informe ao menos um subgrupo, sem subgrupos vazios',
      raggedSubgroups: 'Todos os subgrupos devem ter o mesmo número de valores',
      individualSubgroups: 'Uma carta I-AM recebe subgrupos de um valor cada',
      countNotWhole: 'As contagens devem ser números inteiros de 0 ou mais',
      sizeNotWhole: 'Os tamanhos de amostra devem ser números inteiros de 1 ou mais',
      sizesLength: 'Informe um tamanho de amostra por contagem',
      countAboveSize: 'Uma contagem não pode passar do tamanho da sua amostra',
      sizesUnequal: 'Uma carta np precisa do mesmo tamanho em todas as amostras',
      sigmaPositive: 'O sigma deve ser maior que 0',
      specInverted: 'O limite superior de especificação deve ficar acima do inferior',
      periodTooLong: 'O período pode ter no máximo %{days} dias',
      tooManyValues: 'O período tem mais de %{max} valores; escolha um período menor',
    },
  },
};

export default spcQueriesPtBR;
