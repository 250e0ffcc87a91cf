import { expect, it } from 'vitest';
import { tokenStatus } from './token-status.js';

const now = Date.parse('2026-01-01T00:00:00Z');

it.each([
  [{ revoked_at: null, expires_at: '2026-02-01T00:00:00Z' }, 'active'],
  [{ revoked_at: null, expires_at: '2025-12-31T00:00:00Z' }, 'expired'],
  [{ revoked_at: '2025-12-01T00:00:00Z', expires_at: '2025-12-31T00:00:00Z' }, 'revoked'],
])('%j is %s', (token, status) => expect(tokenStatus(token, now)).toBe(status));
