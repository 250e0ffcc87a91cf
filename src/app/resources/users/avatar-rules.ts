/** Platform-core section 9: an avatar is a jpeg or png under 2 MB. The server checks the bytes again. */
export const avatarMaxBytes = 2 * 1024 * 1024 - 1;
export const avatarTypes = ['image/png', 'image/jpeg'] as const;

/** The message key of what is wrong with a chosen file before it is sent, if anything. */
export function avatarProblem(file: { size: number; type: string }): string | undefined {
  if (!(avatarTypes as readonly string[]).includes(file.type)) return 'accessControl.users.pngJpg';
  if (file.size > avatarMaxBytes) return 'accessControl.users.lessTwoMb';
  return undefined;
}
