import type { CalculationMessages } from './en-US.js';

const calculationEsES: CalculationMessages = {
  tags: {
    calculation: {
      errors: {
        syntax: 'Error de sintaxis en el carácter %{position}.',
        comment: 'No se permiten comentarios en el cálculo (carácter %{position}).',
        missingParenthesis: 'Falta un paréntesis o hay uno sin pareja en el carácter %{position}.',
        missingQuote: 'Las comillas abiertas en el carácter %{position} no se cierran.',
        invalidFunction: 'Función desconocida %{name} en el carácter %{position}.',
        wrongPrefix: 'Las referencias a tags deben empezar con el prefijo %{prefix} (carácter %{position}).',
        divisionByZero: 'División por cero en el carácter %{position}.',
        emptyExpression: 'Introduzca un cálculo antes de validarlo.',
        wrongArity: 'Número de argumentos incorrecto para %{name} (se esperaba %{expected}) en el carácter %{position}.',
        missingTag: 'El tag %{code} no existe (carácter %{position}).',
        inactiveTag: 'El tag %{code} está inactivo (carácter %{position}).',
        tagWithoutPoints: 'El tag %{code} no tiene puntos (carácter %{position}).',
        missingVariable: 'La variable global %{name} no existe en esta planta (carácter %{position}).',
        inactiveVariable: 'La variable global %{name} está inactiva (carácter %{position}).',
      },
    },
    groupRule: {
      errors: {
        operatorNotAllowed: 'El operador %{operator} no está permitido en una regla de grupo; use >, <, == o != (carácter %{position}).',
        functionNotAllowed: 'Las funciones como %{name} no están permitidas en una regla de grupo (carácter %{position}).',
        nestedComparison: 'Una regla de grupo admite una sola comparación; quite %{operator} en el carácter %{position}.',
        tagNotInGroup: 'El tag %{code} no pertenece a este grupo (carácter %{position}).',
        variableNotAllowed: 'Las variables globales como %{name} no están permitidas en una regla de grupo (carácter %{position}).',
      },
    },
  },
};

export default calculationEsES;
