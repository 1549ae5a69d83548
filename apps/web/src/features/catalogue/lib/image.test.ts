import { describe, expect, it } from 'vitest';
import { DEFAULT_CLASS_IMAGE, classImageUrl } from './image.ts';

describe('classImageUrl', () => {
  it('asks the image service for the 500x350 rendition', () => {
    expect(classImageUrl('https://img.example.com/cpr.jpg')).toBe(
      'https://img.example.com/cpr.jpg?width=500&height=350&resize=cover',
    );
    expect(classImageUrl('/uploads/cda.png')).toBe(
      '/uploads/cda.png?width=500&height=350&resize=cover',
    );
  });

  it('keeps other parameters and replaces an earlier size', () => {
    expect(
      classImageUrl('https://img.example.com/a.jpg?v=2&width=10', { width: 80, height: 56 }),
    ).toBe('https://img.example.com/a.jpg?v=2&width=80&height=56&resize=cover');
  });

  it('falls back to the default picture', () => {
    for (const value of [
      null,
      undefined,
      '',
      '  ',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      '//cdn.example.com/x.jpg',
      'images/x.png',
    ]) {
      expect(classImageUrl(value)).toBe(DEFAULT_CLASS_IMAGE);
    }
  });
});
