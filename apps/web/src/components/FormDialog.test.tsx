import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../lib/api-client.ts';
import {
  fieldProps,
  firstFieldOnly,
  serverFieldMessages,
  type FieldPropsOptions,
} from './FormDialog.tsx';

const schema = z.object({
  student: z.string().min(1, 'Please select a student'),
  course: z.string().min(1, 'Please select a class'),
  file: z.string().min(1, 'Please choose a file'),
});
type Values = z.input<typeof schema>;
const resolver = zodResolver(schema) as Resolver<Values, unknown, z.output<typeof schema>>;
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('firstFieldOnly', () => {
  it('keeps only the first field at fault, in the order of the schema', async () => {
    const result = await firstFieldOnly(resolver)(
      { student: '', course: '', file: '' },
      undefined,
      options,
    );
    expect(Object.keys(result.errors)).toEqual(['student']);
    expect(result.errors.student?.message).toBe('Please select a student');

    const later = await firstFieldOnly(resolver)(
      { student: 'Cora', course: '', file: '' },
      undefined,
      options,
    );
    expect(Object.keys(later.errors)).toEqual(['course']);
  });

  it('passes accepted values through unchanged', async () => {
    const values = { student: 'Cora', course: 'CPR', file: 'cpr.pdf' };
    const result = await firstFieldOnly(resolver)(values, undefined, options);
    expect(result).toEqual({ values, errors: {} });
  });
});

describe('serverFieldMessages', () => {
  const refused = new ApiError(400, 'Title is required', {
    fields: { title: 'Title is required', 'dates.0.date': 'Date is required' },
  });

  it("keeps the server's messages of the form's own fields", () => {
    expect(serverFieldMessages(refused, ['title', 'message'])).toEqual({
      title: 'Title is required',
    });
  });

  it('marks nothing for a failure that names no field', () => {
    expect(serverFieldMessages(new ApiError(500, 'Server error'), ['title'])).toEqual({});
    expect(serverFieldMessages(new Error('offline'), ['title'])).toEqual({});
  });
});

function TitleField({ message, bind }: { message?: string; bind?: FieldPropsOptions }) {
  const form = useForm<{ title: string }>({
    defaultValues: { title: '' },
    ...(message ? { errors: { title: { type: 'server', message } } } : {}),
  });
  return (
    <TextField
      label="Title"
      helperText="At most 200 characters"
      {...fieldProps(form, 'title', bind)}
    />
  );
}

describe('fieldProps', () => {
  it("shows the field's message as its helper text and marks it", () => {
    const html = renderToStaticMarkup(<TitleField message="Title is required" />);
    expect(html).toContain('Title is required');
    expect(html).not.toContain('At most 200 characters');
    expect(html).toContain('aria-invalid="true"');
  });

  it('only marks the field when its message is said elsewhere (a banner)', () => {
    const html = renderToStaticMarkup(
      <TitleField message="Title is required" bind={{ showMessage: false }} />,
    );
    expect(html).not.toContain('Title is required');
    expect(html).toContain('At most 200 characters');
    expect(html).toContain('aria-invalid="true"');
  });

  it('leaves a field without a fault unmarked, with its own hint', () => {
    const html = renderToStaticMarkup(<TitleField />);
    expect(html).toContain('At most 200 characters');
    expect(html).toContain('aria-invalid="false"');
  });
});
