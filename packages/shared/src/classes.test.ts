import { describe, expect, it } from 'vitest';
import { CLASS_MSG, certificateExpiry, checkClassInput, isClassImagePath } from './classes.ts';

const session = {
  date: '2027-03-01',
  end_date: '2027-03-01',
  start_time: '09:00',
  end_time: '15:00',
  location: 'Room 2',
  capacity: 10,
};
const valid = {
  title: 'CPR',
  instructor_id: 3,
  description: 'Hands-on',
  price: 95,
  dates: [session],
};
const errorOf = (body: unknown, partial = false) => {
  const r = checkClassInput(body, partial);
  return r.ok ? undefined : r.error;
};

describe('checkClassInput', () => {
  it('accepts a complete class and rounds the price to cents', () => {
    const r = checkClassInput({ ...valid, price: '95.999' });
    expect(r.ok && r.value.price).toBe(96);
  });
  it.each([
    [{ ...valid, title: ' ' }, CLASS_MSG.requiredFields],
    [{ ...valid, instructor_id: '' }, CLASS_MSG.requiredFields],
    [{ ...valid, dates: [] }, CLASS_MSG.requiredFields],
    [{ ...valid, dates: [{ ...session, location: '' }] }, CLASS_MSG.sessionFields],
    [{ ...valid, dates: [{ ...session, end_date: '2027-02-28' }] }, CLASS_MSG.endBeforeStart],
    [{ ...valid, dates: [{ ...session, capacity: 0 }] }, CLASS_MSG.capacity],
    [{ ...valid, dates: [{ ...session, capacity: 2.5 }] }, CLASS_MSG.capacity],
    [{ ...valid, dates: [{ ...session, start_time: '9:00' }] }, CLASS_MSG.timeFormat],
    [{ ...valid, dates: [{ ...session, end_time: '25:00' }] }, CLASS_MSG.timeFormat],
    [{ ...valid, dates: [{ ...session, start_time: '09:02' }] }, CLASS_MSG.timeStep],
    [{ ...valid, dates: [{ ...session, end_time: '08:00' }] }, CLASS_MSG.endTimeBeforeStart],
    [{ ...valid, price: -1 }, CLASS_MSG.price],
    [{ ...valid, image_url: 'javascript:alert(1)' }, CLASS_MSG.imageUrl],
    [{ ...valid, image_url: 'java\tscript:alert(1)' }, CLASS_MSG.imageUrl],
    [{ ...valid, image_url: '/images/a.png' }, CLASS_MSG.imageUrl],
    [{ ...valid, image_url: '/\t/evil.example/a.png' }, CLASS_MSG.imageUrl],
  ])('refuses %j', (body, message) => {
    expect(errorOf(body)).toBe(message);
  });
  it('keeps a picture address as a browser reads it, and a blank one as none', () => {
    const picture = (image_url: unknown) => {
      const r = checkClassInput({ image_url }, true);
      return r.ok ? r.value.image_url : r.error;
    };
    expect(picture(' https://img.example/a\n.png ')).toBe('https://img.example/a.png');
    expect(picture('  ')).toBeNull();
  });
  it('checks only the given fields of an update', () => {
    const r = checkClassInput({ description: 'New text' }, true);
    expect(r).toEqual({ ok: true, value: { description: 'New text' } });
    expect(errorOf({ title: '' }, true)).toBe(CLASS_MSG.requiredFields);
  });
  it('names every field at fault at once, the first as the error', () => {
    const r = checkClassInput({
      title: '',
      instructor_id: '',
      description: ' ',
      price: -3,
      image_url: 'ftp://x',
      dates: [
        { ...session, location: '', capacity: 0 },
        { ...session, end_date: '2027-02-01', start_time: '9:00' },
      ],
    });
    expect(r).toEqual({
      ok: false,
      error: CLASS_MSG.requiredFields,
      field: 'title',
      fields: {
        title: CLASS_MSG.requiredFields,
        instructor_id: CLASS_MSG.requiredFields,
        description: CLASS_MSG.requiredFields,
        price: CLASS_MSG.price,
        'dates.0.location': CLASS_MSG.sessionFields,
        'dates.0.capacity': CLASS_MSG.capacity,
        'dates.1.end_date': CLASS_MSG.endBeforeStart,
        'dates.1.start_time': CLASS_MSG.timeFormat,
        image_url: CLASS_MSG.imageUrl,
      },
    });
  });
  it('names every blank field of an empty form', () => {
    const r = checkClassInput({
      title: '',
      instructor_id: '',
      description: '',
      price: '',
      dates: [{ date: '', end_date: '', start_time: '', end_time: '', location: '', capacity: '' }],
    });
    expect(r.ok ? [] : Object.keys(r.fields)).toEqual([
      'title',
      'instructor_id',
      'description',
      'price',
      'dates.0.date',
      'dates.0.end_date',
      'dates.0.start_time',
      'dates.0.end_time',
      'dates.0.location',
      'dates.0.capacity',
    ]);
  });
  it('takes an uploaded class picture by its path, and no other site path', () => {
    const ok = '/api/class-images/class_1764000000000.png';
    expect(isClassImagePath(ok)).toBe(true);
    const r = checkClassInput({ image_url: ok }, true);
    expect(r.ok && r.value.image_url).toBe(ok);
    for (const bad of [
      '/api/class-images/../storage/x.png',
      '/api/class-images/class_1.png',
      '/api/class-images/class_1764000000000.svg',
      '/api/storage/user-uploads/file?path=1/a.png',
    ])
      expect(errorOf({ image_url: bad }, true), bad).toBe(CLASS_MSG.imageUrl);
  });
});

describe('credential facts of a class (docs/decisions/0049)', () => {
  it('are optional, and checked when given', () => {
    expect(checkClassInput({}, true)).toEqual({ ok: true, value: {} });
    expect(
      checkClassInput(
        {
          training_hours: '7.5',
          certificate_validity_months: 24,
          cda_subject_areas: [3, 1, 3],
          renewal_class_id: '',
        },
        true,
      ),
    ).toEqual({
      ok: true,
      value: {
        training_hours: 7.5,
        certificate_validity_months: 24,
        cda_subject_areas: [1, 3],
        renewal_class_id: null,
      },
    });
    const refused = checkClassInput(
      {
        training_hours: 2.25,
        certificate_validity_months: 1.5,
        cda_subject_areas: [0],
        renewal_class_id: true,
      },
      true,
    );
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(refused.fields).toEqual({
        training_hours: CLASS_MSG.trainingHours,
        certificate_validity_months: CLASS_MSG.validityMonths,
        cda_subject_areas: CLASS_MSG.cdaAreas,
        renewal_class_id: CLASS_MSG.renewalClass,
      });
  });

  it('expire at the end of the month the validity reaches', () => {
    expect(certificateExpiry('2026-02-10', 24)).toBe('2028-02-29');
    expect(certificateExpiry('2026-11-27', 1)).toBe('2026-12-31');
    expect(certificateExpiry('2026-11-27', null)).toBeNull();
  });
});
