import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Motive, MotiveGroup } from '../../../../generated/types.js';
import { allowedMotives } from './allowed-motives.js';
import { MotivePicker } from './MotivePicker.js';
import { renderIn } from './test-harness.js';

const groups: MotiveGroup[] = [
  { id_motive_group: 1, code: 'MEC', description: 'Mechanical' },
  { id_motive_group: 2, code: 'ELE', description: 'Electrical' },
  { id_motive_group: 3, code: 'PLN', description: 'Planned' },
];
const motive = (id: number, code: string, group: number): Motive => ({
  id_motive: id,
  code,
  description: `${code} motive`,
  id_motive_group: group,
  loss_category: 'availability',
  color: '#123456',
  active: true,
});
const motives = [motive(1, 'JAM', 1), motive(2, 'BELT', 1), motive(3, 'FUSE', 2), motive(4, 'LUNCH', 3)];

function Harness({ frame, onChange }: { frame: { motives: number[]; motive_groups: number[] }; onChange: (id: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <MotivePicker
      options={allowedMotives(frame, motives, groups)}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

const offered = () =>
  [...document.querySelectorAll('[data-testid^="motive-picker-option-"]')].map((option) =>
    option.getAttribute('data-testid')!.replace('motive-picker-option-', ''),
  );

describe('MotivePicker in a real browser', () => {
  it('offers only the frame’s motives and those of its groups, under their group', async () => {
    const onChange = vi.fn();
    const screen = await renderIn('en-US', <Harness frame={{ motives: [4], motive_groups: [1] }} onChange={onChange} />, 380);
    await screen.getByRole('combobox', { name: 'Motive' }).click();
    await expect.element(screen.getByText('MEC – Mechanical')).toBeVisible();
    expect(offered()).toEqual(['BELT', 'JAM', 'LUNCH']);
    await expect.element(screen.getByText('PLN – Planned')).toBeVisible();
    expect(screen.getByText('ELE – Electrical').elements()).toHaveLength(0);
    await screen.getByRole('option', { name: 'JAM – JAM motive' }).click();
    expect(onChange).toHaveBeenCalledWith(1);
    await expect.element(screen.getByRole('combobox', { name: 'Motive' })).toHaveValue('JAM – JAM motive');
  });

  it('offers every motive of the unit when the frame lists none', async () => {
    const screen = await renderIn('pt-BR', <Harness frame={{ motives: [], motive_groups: [] }} onChange={() => undefined} />, 380);
    await screen.getByRole('combobox', { name: 'Motivo' }).click();
    await expect.element(screen.getByRole('option', { name: 'FUSE – FUSE motive' })).toBeVisible();
    expect(offered()).toEqual(['FUSE', 'BELT', 'JAM', 'LUNCH']);
  });
});
