import { useState } from 'react';
import { generatePassword } from '../../domain/generate-password.js';
import { checkPassword } from '../../domain/password-check.js';
import { confirmationProblem } from '../../domain/password-confirmation.js';
import { passwordProblems } from '../../domain/password-policy.js';

/**
 * A new password and its confirmation under the whole policy (platform-core section 5): the
 * rules as the user types, the common-password list (loaded on first use) when saving, and a
 * message from the server for what only it could tell.
 */
export function useNewPassword() {
  const [password, setPasswordValue] = useState('');
  const [confirmation, setConfirmationValue] = useState('');
  const [visible, setVisible] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [laterProblem, setLaterProblem] = useState<string>();
  const [generated, setGenerated] = useState(false);

  const passwordError = submitted || password ? (laterProblem ?? passwordProblems(password)[0]) : undefined;
  const confirmationError = submitted ? confirmationProblem(password, confirmation) : undefined;

  function setPassword(value: string) {
    setPasswordValue(value);
    setLaterProblem(undefined);
    setGenerated(false);
  }

  /** The "generate password" action: a strong password in both fields, shown so it can be kept. */
  function generate() {
    const strong = generatePassword();
    setPassword(strong);
    setConfirmationValue(strong);
    setVisible(true);
    setGenerated(true);
  }

  /** True when the password may be sent; otherwise the problems show under the fields. */
  async function validate(): Promise<boolean> {
    setSubmitted(true);
    if (passwordProblems(password).length || confirmationProblem(password, confirmation)) return false;
    const [problem] = await checkPassword(password);
    setLaterProblem(problem);
    return !problem;
  }

  return {
    password,
    setPassword,
    confirmation,
    setConfirmation: setConfirmationValue,
    visible,
    toggleVisible: () => setVisible((v) => !v),
    generated,
    passwordError,
    confirmationError,
    refuse: setLaterProblem,
    generate,
    validate,
  };
}

export type NewPasswordState = ReturnType<typeof useNewPassword>;
