import { describe, expect, it } from 'vitest';
import { insertAt } from './insert-at-cursor.ts';

describe('insertAt', () => {
  it('inserts at the caret', () => {
    expect(insertAt('Hello !', '{student_name}', 6, 6)).toEqual({
      value: 'Hello {student_name}!',
      caret: 20,
    });
  });
  it('replaces the selection', () => {
    expect(insertAt('Hello you', '{student_name}', 6, 9)).toEqual({
      value: 'Hello {student_name}',
      caret: 20,
    });
  });
  it('appends without a caret and keeps positions in range', () => {
    expect(insertAt('Hi ', '{x}', null, null)).toEqual({ value: 'Hi {x}', caret: 6 });
    expect(insertAt('Hi', '{x}', 10, 12)).toEqual({ value: 'Hi{x}', caret: 5 });
  });
});
