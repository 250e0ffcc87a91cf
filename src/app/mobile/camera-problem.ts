/** What the scanner tells the user when the camera cannot be opened. */
export type CameraProblem = 'cameraDenied' | 'cameraUnavailable';

/** getUserMedia's refusal: denied by the user or the platform, or no usable camera at all. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError' ? 'cameraDenied' : 'cameraUnavailable';
}
