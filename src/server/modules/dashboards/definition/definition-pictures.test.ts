import { describe, expect, it } from 'vitest';
import { picturesNamedBy, renamePictures, tabsWithPicturesRenamed } from './definition-pictures.js';

const plant = `${'a'.repeat(32)}.svg`;
const photo = `${'b'.repeat(32)}.png`;
const alarm = `${'c'.repeat(32)}.jpg`;
const shared = `${'d'.repeat(32)}.png`;

describe('dashboard definition pictures', () => {
  it('lists each picture once, in order, an HMI picture for an HMI tab and a widget picture once a widget names it', () => {
    const named = picturesNamedBy([
      { hmi_image: plant, widgets: [{ options: { image: photo } }] },
      { hmi_image: shared, widgets: [{ options: { rules: [{ image: alarm }], default_image: photo } }, {}] },
      { widgets: [{ options: { image: shared, alt: 'not-a-picture.png' } }] },
    ]);
    expect([...named]).toEqual([
      [plant, 'hmi'],
      [photo, 'widget'],
      [shared, 'widget'],
      [alarm, 'widget'],
    ]);
  });

  it('names nothing for tabs without pictures or with a text that is no picture id', () => {
    expect(picturesNamedBy([{ hmi_image: 'plant.svg', widgets: [{ options: { html: '<p>x</p>' } }] }]).size).toBe(0);
  });

  it('renames picture ids anywhere in the options, leaves the rest and the original untouched', () => {
    const options = { rules: [{ operator: '>', value: 1, image: photo }], default_image: alarm, id_tag: 4 };
    const renames = new Map([[photo, shared]]);
    expect(renamePictures(options, renames)).toEqual({ rules: [{ operator: '>', value: 1, image: shared }], default_image: alarm, id_tag: 4 });
    expect(options.rules[0]!.image).toBe(photo);
  });

  it("renames the tabs' HMI pictures and their widgets' pictures, keeping ids without a new one", () => {
    const renames = new Map([
      [plant, `${'e'.repeat(32)}.svg`],
      [photo, `${'f'.repeat(32)}.png`],
    ]);
    const tabs = [
      { description: 'Picture', hmi_image: plant, widgets: [] },
      { description: 'Photos', hmi_image: alarm, widgets: [{ title: 'Photo', options: { image: photo } }, { title: 'Empty' }] },
      { description: 'Plain', widgets: [] },
    ];
    expect(tabsWithPicturesRenamed(tabs, renames)).toEqual([
      { description: 'Picture', hmi_image: `${'e'.repeat(32)}.svg`, widgets: [] },
      { description: 'Photos', hmi_image: alarm, widgets: [{ title: 'Photo', options: { image: `${'f'.repeat(32)}.png` } }, { title: 'Empty' }] },
      { description: 'Plain', widgets: [] },
    ]);
  });
});
