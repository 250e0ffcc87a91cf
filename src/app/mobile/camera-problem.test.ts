import { describe, expect, it } from 'vitest';
import { cameraProblemOf } from './camera-problem.js';

describe('cameraProblemOf', () => {
  it.each([
    ['NotAllowedError', 'cameraDenied'],
    ['SecurityError', 'cameraDenied'],
    ['PermissionDeniedError', 'cameraDenied'],
    ['NotFoundError', 'cameraUnavailable'],
    ['NotReadableError', 'cameraUnavailable'],
    ['TypeError', 'cameraUnavailable'],
  ])('%s -> %s', (name, want) => {
    expect(cameraProblemOf(new DOMException('x', name))).toBe(want);
  });

  it('treats anything else as no camera', () => {
    expect(cameraProblemOf(undefined)).toBe('cameraUnavailable');
    expect(cameraProblemOf('boom')).toBe('cameraUnavailable');
  });
});
