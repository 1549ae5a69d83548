import { describe, expect, it } from 'vitest';
import { FOOTER_CLASSES, footerClassLink } from './site.ts';

const classes = [
  { id: 7, title: 'Development and Operations' },
  { id: 8, title: 'Child Development Associate (CDA)' },
  { id: 9, title: 'CPR and First Aid Certification' },
];

describe('footer class links', () => {
  it('link each footer class to the class whose title contains its name', () => {
    expect(FOOTER_CLASSES.map((c) => footerClassLink(c.match, classes))).toEqual([
      '/classes/8',
      '/classes/9',
      '/classes/7',
    ]);
  });

  it('fall back to the catalogue while loading or without a match', () => {
    expect(footerClassLink('CPR', undefined)).toBe('/classes');
    expect(footerClassLink('CPR', [{ id: 1, title: 'Infant Nutrition' }])).toBe('/classes');
  });
});
