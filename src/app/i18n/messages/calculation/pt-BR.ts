import type { CalculationMessages } from './en-US.js';

const calculationPtBR: CalculationMessages = {
  tags: {
    calculation: {
      errors: {
        syntax: 'Erro de sintaxe no caractere %{position}.',
        comment: 'Comentários não são permitidos no cálculo (caractere %{position}).',
        missingParenthesis: 'Falta um parêntese ou há um parêntese sem par no caractere %{position}.',
        missingQuote: 'As aspas abertas no caractere %{position} não foram fechadas.',
        invalidFunction: 'Função desconhecida %{name} no caractere %{position}.',
        wrongPrefix: 'As referências a tags devem começar com o prefixo %{prefix} (caractere %{position}).',
        divisionByZero: 'Divisão por zero no caractere %{position}.',
        emptyExpression: 'Informe um cálculo antes de validá-lo.',
        wrongArity: 'Número de argumentos incorreto para %{name} (esperado: %{expected}) no caractere %{position}.',
        missingTag: 'A tag %{code} não existe (caractere %{position}).',
        inactiveTag: 'A tag %{code} está inativa (caractere %{position}).',
        tagWithoutPoints: 'A tag %{code} não possui pontos (caractere %{position}).',
        missingVariable: 'A variável global %{name} não existe nesta planta (caractere %{position}).',
        inactiveVariable: 'A variável global %{name} está inativa (caractere %{position}).',
      },
    },
    groupRule: {
      errors: {
        operatorNotAllowed: 'O operador %{operator} não é permitido em uma regra de grupo; use >, <, == ou != (caractere %{position}).',
        functionNotAllowed: 'Funções como %{name} não são permitidas em uma regra de grupo (caractere %{position}).',
        nestedComparison: 'Uma regra de grupo admite uma única comparação; remova %{operator} no caractere %{position}.',
        tagNotInGroup: 'A tag %{code} não pertence a este grupo (caractere %{position}).',
        variableNotAllowed: 'Variáveis globais como %{name} não são permitidas em uma regra de grupo (caractere %{position}).',
      },
    },
  },
};

export default calculationPtBR;
