import { describe, expect, it } from 'vitest';
import { mayCallWithoutContract } from './contract-guard.js';

describe('mayCallWithoutContract', () => {
  it.each([
    ['GET', '/plataforma/EST/queries/checkContractDate', true],
    ['POST', '/plataforma/EST/queries/setNewContractDate', true],
    ['POST', '/plataforma/CAC/actions/logout', true],
    ['GET', '/plataforma/CAC/queries/session', true],
    ['get', '/plataforma/CAC/queries/session', true],
    ['POST', '/plataforma/EST/queries/checkContractDate', false],
    ['GET', '/plataforma/EST/entities/ELEMENTO', false],
    ['PUT', '/plataforma/CAC/entities/USUARIO/:id', false],
    ['GET', '/other/EST/queries/checkContractDate', false],
    ['GET', '/EST/queries/checkContractDate', false],
    ['GET', undefined, false],
  ])('%s %s -> %s', (method, path, want) => {
    expect(mayCallWithoutContract(method, path, 'plataforma')).toBe(want);
  });
});
