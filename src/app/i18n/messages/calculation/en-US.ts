/** Calculation and group-rule errors of tags and groups (business-modules section 5). Positions are shown 1-based. */
const calculationEnUS = {
  tags: {
    calculation: {
      errors: {
        syntax: 'Syntax error at character %{position}.',
        comment: 'Comments are not allowed in a calculation (character %{position}).',
        missingParenthesis: 'A parenthesis is missing or unmatched at character %{position}.',
        missingQuote: 'The quote opened at character %{position} is never closed.',
        invalidFunction: 'Unknown function %{name} at character %{position}.',
        wrongPrefix: 'Tag references must start with the prefix %{prefix} (character %{position}).',
        divisionByZero: 'Division by zero at character %{position}.',
        emptyExpression: 'Enter a calculation before validating it.',
        wrongArity: 'Wrong number of arguments for %{name} (expected %{expected}) at character %{position}.',
        missingTag: 'The tag %{code} does not exist (character %{position}).',
        inactiveTag: 'The tag %{code} is inactive (character %{position}).',
        tagWithoutPoints: 'The tag %{code} has no points (character %{position}).',
        missingVariable: 'The global variable %{name} does not exist in this plant (character %{position}).',
        inactiveVariable: 'The global variable %{name} is inactive (character %{position}).',
      },
    },
    groupRule: {
      errors: {
        operatorNotAllowed: 'The operator %{operator} is not allowed in a group rule; use >, <, == or != (character %{position}).',
        functionNotAllowed: 'Functions such as %{name} are not allowed in a group rule (character %{position}).',
        nestedComparison: 'A group rule may hold a single comparison; remove %{operator} at character %{position}.',
        tagNotInGroup: 'The tag %{code} does not belong to this group (character %{position}).',
        variableNotAllowed: 'Global variables such as %{name} are not allowed in a group rule (character %{position}).',
      },
    },
  },
};

export type CalculationMessages = typeof calculationEnUS;
export default calculationEnUS;
