/** The confirm-password field of platform-core section 5: required, and equal to the new password. */
export function confirmationProblem(password: string, confirmation: string): string | undefined {
  if (!confirmation) return 'global.labels.requiredField';
  return confirmation === password ? undefined : 'auth.changePassword.comparePassword';
}
