import { expect, type APIRequestContext } from '@playwright/test';
import { demoContractKey } from '../fixtures/contract-keys.js';
import { adminApi, api } from './admin-api.js';

/**
 * Sets the demo client's contract the way a customer would: with renewal keys signed by the demo
 * vendor key (tests/fixtures). `restore` puts back the end date found at the start, so the specs
 * that follow see the seeded contract.
 */
export async function contractFixture(request: APIRequestContext) {
  const { token, clientId } = await adminApi(request);
  const data = { cli_codigo: clientId };
  const headers = { Authorization: `Bearer ${token}` };
  const original = (await (await request.get(api('EST/queries/checkContractDate'), { headers })).json()).data.data_fim_contrato as string;

  const endOn = async (until: string) => {
    const response = await request.post(api('EST/queries/setNewContractDate'), { headers, data: { token: demoContractKey(data.cli_codigo, until) } });
    expect(response.status(), await response.text()).toBe(200);
  };
  return {
    original,
    /** A key for the demo client, as the vendor would send it. */
    key: (until: string) => demoContractKey(data.cli_codigo, until),
    endOn,
    restore: () => endOn(original),
  };
}
