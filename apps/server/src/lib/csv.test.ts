import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv.ts';

describe('toCsv', () => {
  it('quotes cells with a semicolon, so spreadsheets in ; locales keep them whole', () => {
    const csv = toCsv(
      ['name', 'note'],
      [
        ['Lee; Ana', 'paid;late'],
        ['plain', 'no separator'],
      ],
    );
    expect(csv).toBe('name,note\r\n"Lee; Ana","paid;late"\r\nplain,no separator\r\n');
    expect(parseCsv(csv)).toEqual([
      ['name', 'note'],
      ['Lee; Ana', 'paid;late'],
      ['plain', 'no separator'],
    ]);
  });

  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    const csv = toCsv(['a'], [['x, y'], ['say "hi"'], ['one\ntwo'], ['=1+1;2'], [12.5], [null]]);
    expect(csv).toBe('a\r\n"x, y"\r\n"say ""hi"""\r\n"one\ntwo"\r\n"\'=1+1;2"\r\n12.5\r\n\r\n');
  });
});
