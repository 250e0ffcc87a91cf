import { AdminContext, HttpError, testDataProvider, type DataProvider, type RaRecord } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { GroupMotives, type MotiveRights } from './GroupMotives.js';
import { i18nProviderIn } from '../../test-support/render-in-admin.js';

const everything: MotiveRights = { create: true, update: true, delete: true };
const group = 7;

let motives: RaRecord[];
let nextId: number;
let calls: { method: string; data?: unknown }[];

/** An in-memory motives resource that refuses a repeated code the way the API does (409 with the field). */
function memoryProvider(): DataProvider {
  const duplicate = (code: unknown, id?: unknown) => motives.some((m) => m.id !== id && String(m.code).toLowerCase() === String(code).toLowerCase());
  const refuse = () => Promise.reject(new HttpError('Someone else saved this first.', 409, { errors: { code: 'This value already exists.' } }));
  return testDataProvider({
    getList: ((_, params) => {
      const data = motives.filter((m) => m.id_motive_group === params.filter.id_motive_group);
      return Promise.resolve({ data, total: data.length });
    }) as DataProvider['getList'],
    create: ((_, params) => {
      calls.push({ method: 'create', data: params.data });
      if (duplicate(params.data.code)) return refuse();
      const record = { ...params.data, id: nextId++ };
      motives.push(record);
      return Promise.resolve({ data: record });
    }) as DataProvider['create'],
    update: ((_, params) => {
      calls.push({ method: 'update', data: params.data });
      if (duplicate(params.data.code, params.id)) return refuse();
      motives = motives.map((m) => (m.id === params.id ? { ...m, ...params.data } : m));
      return Promise.resolve({ data: motives.find((m) => m.id === params.id)! });
    }) as DataProvider['update'],
    delete: ((_, params) => {
      calls.push({ method: 'delete', data: params.id });
      motives = motives.filter((m) => m.id !== params.id);
      return Promise.resolve({ data: params.previousData! });
    }) as DataProvider['delete'],
  });
}

async function renderMotives(rights = everything, locale = 'en-US') {
  return render(
    <AdminContext dataProvider={memoryProvider()} i18nProvider={await i18nProviderIn(locale)}>
      <GroupMotives groupId={group} rights={rights} />
    </AdminContext>,
  );
}

beforeEach(() => {
  motives = [
    { id: 1, code: 'JAM', description: 'Material jam', id_motive_group: group, loss_category: 'availability', color: '#e53935', active: true },
    { id: 2, code: 'OTHER', description: 'Of another group', id_motive_group: group + 1, loss_category: 'planned', color: '#000000', active: true },
  ];
  nextId = 10;
  calls = [];
});

describe('GroupMotives in a real browser', () => {
  it("lists only the group's motives, with their loss category", async () => {
    const screen = await renderMotives();
    await expect.element(screen.getByText('Material jam')).toBeVisible();
    await expect.element(screen.getByText('Availability loss')).toBeVisible();
    expect(screen.getByText('Of another group').query()).toBeNull();
  });

  it('adds a motive to the group in a dialog', async () => {
    const screen = await renderMotives();
    await screen.getByRole('button', { name: 'Add motive' }).click();
    const dialog = screen.getByRole('dialog');
    await dialog.getByLabelText('Code').fill('SETUP');
    await dialog.getByLabelText('Description').fill('Tool change');
    await dialog.getByRole('combobox', { name: 'OEE loss category' }).click();
    await screen.getByRole('option', { name: 'Planned stop (not a loss)' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.element(screen.getByText('Tool change')).toBeVisible();
    expect(calls).toEqual([
      {
        method: 'create',
        data: expect.objectContaining({ code: 'SETUP', description: 'Tool change', loss_category: 'planned', id_motive_group: group, active: true }),
      },
    ]);
    expect(screen.getByRole('dialog').query()).toBeNull();
  });

  it("shows the server's refusal under the field and keeps the dialog open", async () => {
    const screen = await renderMotives();
    await screen.getByRole('button', { name: 'Add motive' }).click();
    const dialog = screen.getByRole('dialog');
    await dialog.getByLabelText('Code').fill('jam');
    await dialog.getByLabelText('Description').fill('Again');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.element(dialog.getByText('This value already exists.')).toBeVisible();
    expect(motives.filter((m) => m.id_motive_group === group)).toHaveLength(1);
  });

  it('asks for the required fields before calling the server', async () => {
    const screen = await renderMotives();
    await screen.getByRole('button', { name: 'Add motive' }).click();
    await screen.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect.element(screen.getByRole('dialog').getByText('Required field').first()).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('edits a motive and deletes one after confirming', async () => {
    const screen = await renderMotives();
    await screen.getByRole('button', { name: 'Edit JAM' }).click();
    const dialog = screen.getByRole('dialog');
    await expect.element(dialog.getByLabelText('Description')).toHaveValue('Material jam');
    await dialog.getByLabelText('Description').fill('Jammed feeder');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.element(screen.getByText('Jammed feeder')).toBeVisible();
    expect(calls[0]).toEqual({ method: 'update', data: expect.objectContaining({ id: 1, description: 'Jammed feeder', id_motive_group: group }) });

    await screen.getByRole('button', { name: 'Delete JAM' }).click();
    await expect.element(screen.getByText('Delete the motive JAM?')).toBeVisible();
    await screen.getByRole('button', { name: 'Confirm' }).click();
    await expect.element(screen.getByText('This group has no motives yet.')).toBeVisible();
    expect(calls[1]).toEqual({ method: 'delete', data: 1 });
  });

  it('offers no add, edit or delete to someone who may only read, and speaks Spanish', async () => {
    const screen = await renderMotives({ create: false, update: false, delete: false }, 'es-ES');
    await expect.element(screen.getByText('Material jam')).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'Motivos de este grupo' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Añadir motivo' }).query()).toBeNull();
    expect(screen.getByRole('button', { name: /JAM/ }).query()).toBeNull();
  });
});
