import { describe, expect, it } from 'vitest';
import {
  formatDateForPeople,
  formatDayForPeople,
  formatInstantForPeople,
  formatSessionWhen,
  formatTimeForPeople,
  formatUsd,
} from '@careclass/shared';
import { makeFormat } from './format.ts';

const session = {
  start_date: '2027-03-01',
  end_date: '2027-04-30',
  start_time: '09:00',
  end_time: '13:30',
};
const oneDay = { start_date: '2026-12-23', end_date: null, start_time: '00:15', end_time: '12:00' };

describe('English formatting', () => {
  it('is exactly what the shared formatters write', () => {
    const f = makeFormat('en');
    expect(f.day('2026-12-23')).toBe(formatDayForPeople('2026-12-23'));
    expect(f.day('2026-12-23')).toBe('Wednesday, December 23, 2026');
    expect(f.date('2026-12-23')).toBe(formatDateForPeople('2026-12-23'));
    expect(f.time('15:05')).toBe(formatTimeForPeople('15:05'));
    const instant = '2026-12-03T18:58:00Z';
    expect(f.instant(instant, 'America/New_York')).toBe(
      formatInstantForPeople(instant, 'America/New_York'),
    );
    expect(f.sessionWhen(session)).toBe(formatSessionWhen(session));
    expect(f.money(1234.5)).toBe(formatUsd(1234.5));
    expect(f.number(1234.5)).toBe('1,234.5');
  });
});

describe('Spanish formatting', () => {
  const f = makeFormat('es');

  it('writes dates the Spanish way', () => {
    expect(f.locale).toBe('es-US');
    expect(f.day('2026-12-23')).toBe('miércoles, 23 de diciembre de 2026');
    expect(f.date('2026-12-23')).toBe('23 de diciembre de 2026');
    expect(f.day('not a date')).toBe('not a date');
  });

  it('writes times with a. m. and p. m.', () => {
    expect(f.time('09:00')).toBe('9:00 a. m.');
    expect(f.time('00:15')).toBe('12:15 a. m.');
    expect(f.time('12:00')).toBe('12:00 p. m.');
    expect(f.time('15:05:00')).toBe('3:05 p. m.');
    expect(f.time('25:00')).toBe('25:00');
  });

  it('names the zone of an instant, in the provider zone', () => {
    expect(f.instant('2026-12-03T18:58:00Z', 'America/New_York')).toBe(
      'jueves, 3 de diciembre de 2026 a la 1:58 p. m. EST',
    );
    expect(f.instant(new Date('2026-07-01T13:00:00Z'), 'America/New_York')).toBe(
      'miércoles, 1 de julio de 2026 a las 9:00 a. m. EDT',
    );
    expect(f.instant('nonsense', 'America/New_York')).toBe('nonsense');
  });

  it('writes session ranges and amounts', () => {
    expect(f.sessionWhen(session)).toBe(
      'del lunes, 1 de marzo de 2027 al viernes, 30 de abril de 2027, 9:00 a. m. - 1:30 p. m.',
    );
    expect(f.sessionWhen(oneDay)).toBe(
      'miércoles, 23 de diciembre de 2026, 12:15 a. m. - 12:00 p. m.',
    );
    expect(f.money(1234.5)).toBe('$1,234.50');
    expect(f.money(0)).toBe('$0.00');
  });
});
