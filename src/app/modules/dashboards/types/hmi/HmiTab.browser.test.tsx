import { useState } from 'react';
import { createTheme } from '@mui/material';
import { testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { answerFetch, json } from '../../../../test-support/answer-fetch.js';
import { renderInAdmin } from '../../../../test-support/render-in-admin.js';
import { endSignedInTest, signIn } from '../../../../test-support/signed-in-session.js';
import { lightTheme } from '../../../../theme/themes.js';
import type { HmiReading } from './hmi-data-api.js';
import type { HmiPoint } from '../../../../../domain/dashboards/hmi-points.js';
import { HmiPicture } from './HmiPicture.js';
import { HmiTab } from './HmiTab.js';

const picture = `${'c'.repeat(32)}.svg`;
/** An 800 × 400 process picture: drawn at the tab's width, it keeps its 2:1 shape. */
const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" viewBox="0 0 800 400"><rect width="800" height="400" fill="#dde"/></svg>';

const readings: HmiReading[] = [
  { index: 0, id_tag: 1, code: 'PT-701', description: 'Header pressure', unit: 'bar', value: 45.678, at: '2026-03-10T12:00:00.000Z', status: 'warning' },
  { index: 1, id_tag: 2, code: 'FT-702', description: null, unit: null, value: 50, at: '2026-03-10T12:00:00.000Z', status: 'normal' },
  { index: 2, id_tag: 3, code: 'LT-703', description: null, unit: '%', value: 120, at: '2026-03-10T12:00:00.000Z', status: 'alarm' },
  { index: 3, id_tag: 4, code: 'LT-704', description: null, unit: null, value: null, at: null, status: 'noData' },
];
const points: HmiPoint[] = [
  { id_tag: 1, x: 10, y: 20, decimals: 2, show_unit: true },
  { id_tag: 2, x: 50, y: 50, decimals: 0, show_unit: false },
  { id_tag: 3, x: 90, y: 80, decimals: 1, show_unit: true },
  { id_tag: 4, x: 30, y: 90, decimals: 1, show_unit: false },
];
const tab = { id: 7, id_tab: 7, id_visao: 3, description: 'Boiler', hmi_image: picture, hmi_points: points };

const asked: string[] = [];

const update = vi.fn();

async function renderIn(element: React.ReactNode, locale = 'en-US') {
  signIn();
  const dataProvider = testDataProvider({
    update: ((resource: string, params: { data: unknown }) => Promise.resolve(update(resource, params) ?? { data: tab })) as never,
  });
  return renderInAdmin(element, { locale, dataProvider, theme: lightTheme, width: 800 });
}

/** The label's centre against the picture's box, in percent of the picture. */
function placeOf(label: Element, frame: Element) {
  const box = frame.getBoundingClientRect();
  const own = label.getBoundingClientRect();
  return { x: ((own.left + own.width / 2 - box.left) / box.width) * 100, y: ((own.top + own.height / 2 - box.top) / box.height) * 100 };
}

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

describe('an HMI tab in a real browser', () => {
  beforeEach(() => {
    asked.length = 0;
    update.mockReset();
    answerFetch((url) => {
      asked.push(url.pathname.replace(/^.*?\/GDV\//, 'GDV/'));
      if (url.pathname.endsWith('GDV/queries/hmi-data')) return json({ data: { points: readings }, generated_at: '2026-03-10T12:00:00.000Z' });
      if (url.pathname.endsWith(`GDV/queries/images/${picture}`)) return new Response(new Blob([svg], { type: 'image/svg+xml' }));
      return json({ data: [] });
    });
  });
  afterEach(endSignedInTest);

  it('draws the picture at the tab’s width with each value placed at its percent and coloured by status, in words too', async () => {
    const screen = await renderIn(<HmiTab tab={tab} mayEdit={false} />);
    const frame = screen.getByTestId('hmi-picture');
    await expect.element(screen.getByRole('img', { name: 'Process picture' })).toBeVisible();
    await expect.element(screen.getByTestId('hmi-point-PT-701')).toHaveTextContent('PT-70145.68 bar');
    await expect.poll(() => frame.element().getBoundingClientRect().height).toBe(400);
    expect(frame.element().getBoundingClientRect().width).toBe(800);

    for (const [index, reading] of readings.entries()) {
      const label = screen.getByTestId(`hmi-point-${reading.code}`).element();
      const place = placeOf(label, frame.element());
      expect(place.x).toBeCloseTo(points[index]!.x, 0);
      expect(place.y).toBeCloseTo(points[index]!.y, 0);
      expect(label.getAttribute('data-status')).toBe(reading.status);
    }
    const palette = createTheme(lightTheme).palette;
    const background = (code: string) => getComputedStyle(screen.getByTestId(`hmi-point-${code}`).element()).backgroundColor;
    expect(background('FT-702')).toBe(rgb(palette.success.main));
    expect(background('PT-701')).toBe(rgb(palette.warning.main));
    expect(background('LT-703')).toBe(rgb(palette.error.main));
    expect(new Set(readings.map((reading) => background(reading.code!))).size).toBe(4);

    // Not colour alone: each status is said in words (and drawn with its own icon).
    await expect.element(screen.getByRole('img', { name: /^LT-703: 120\.0 %, Alarm, at / })).toBeVisible();
    await expect.element(screen.getByRole('img', { name: /^FT-702: 50, Normal, at / })).toBeVisible();
    await expect.element(screen.getByRole('img', { name: 'LT-704: —, No data' })).toBeVisible();
    expect(screen.getByTestId('hmi-point-PT-701').element().querySelector('svg')).not.toBeNull();
    // Viewers do not edit.
    expect(screen.getByRole('button', { name: 'Edit picture' }).query()).toBeNull();
    expect(asked).toContain('GDV/queries/hmi-data');
  });

  it('offers "Edit picture" to who may edit dashboards, with the picture, its points and their settings', async () => {
    const screen = await renderIn(<HmiTab tab={tab} mayEdit />, 'pt-BR');
    await screen.getByRole('button', { name: 'Editar imagem' }).click();
    await expect.element(screen.getByTestId('hmi-editor')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Salvar imagem' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Remover PT-701' })).toBeVisible();
    await screen.getByRole('button', { name: 'Remover PT-701' }).click();
    expect(screen.getByTestId('hmi-point-PT-701').query()).toBeNull();
    await screen.getByRole('button', { name: 'Cancelar' }).click();
    await expect.element(screen.getByTestId('hmi-point-PT-701')).toBeVisible();
    expect(update).not.toHaveBeenCalled();

    // Saving writes the tab's picture and remaining points (the server checks them and their tags).
    await screen.getByRole('button', { name: 'Editar imagem' }).click();
    await screen.getByRole('button', { name: 'Remover LT-703' }).click();
    await screen.getByRole('button', { name: 'Salvar imagem' }).click();
    await expect.poll(() => update.mock.calls.length).toBe(1);
    const [resource, params] = update.mock.calls[0] as [string, { id: number; data: { hmi_image: string; hmi_points: HmiPoint[] } }];
    expect(resource).toBe('dashboard-tabs');
    expect(params.id).toBe(7);
    expect(params.data).toEqual({ hmi_image: picture, hmi_points: points.filter((point) => point.id_tag !== 3) });
    await expect.element(screen.getByRole('button', { name: 'Editar imagem' })).toBeVisible();
  });
});

/** The editor's picture: labels dragged with the pointer or moved with the arrow keys, each place in percent. */
function Draggable() {
  const [placed, setPlaced] = useState<HmiPoint[]>([{ id_tag: 1, x: 10, y: 20, decimals: 1, show_unit: false }]);
  return (
    <>
      <HmiPicture
        imageUrl={undefined}
        points={placed}
        readings={[readings[0]]}
        onMove={(index, place) => setPlaced((current) => current.map((point, i) => (i === index ? { ...point, ...place } : point)))}
      />
      <output data-testid="place">{`${placed[0]!.x},${placed[0]!.y}`}</output>
    </>
  );
}

describe('placing a point on the HMI picture in a real browser', () => {
  afterEach(endSignedInTest);

  it('follows a drag of its label and stores where it was dropped, in percent of the picture', async () => {
    const screen = await renderIn(<Draggable />);
    const label = screen.getByRole('button', { name: /^PT-701/ });
    await userEvent.dragAndDrop(label, screen.getByTestId('hmi-picture'));
    // Dropped on the picture's centre (its empty frame is 800 × 450).
    await expect.element(screen.getByTestId('place')).toHaveTextContent('50,50');
    const place = placeOf(label.element(), screen.getByTestId('hmi-picture').element());
    expect(place.x).toBeCloseTo(50, 0);
    expect(place.y).toBeCloseTo(50, 0);
  });

  it('moves a focused label with the arrow keys, further with Shift, never off the picture', async () => {
    const screen = await renderIn(<Draggable />);
    const label = screen.getByRole('button', { name: /^PT-701/ });
    (label.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    await expect.element(screen.getByTestId('place')).toHaveTextContent('12,21');
    await userEvent.keyboard('{Shift>}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{/Shift}');
    await expect.element(screen.getByTestId('place')).toHaveTextContent('12,0');
  });
});
