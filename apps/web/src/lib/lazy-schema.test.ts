import { describe, expect, it } from 'vitest';
import { classListSchema } from '@careclass/shared';
import { parseAnswer } from './api-client.ts';
import { isLazySchema, lazySchema } from './lazy-schema.ts';

describe('lazySchema', () => {
  it('loads the contract schema the call names, the same one the shared package exports', async () => {
    const lazy = lazySchema((s) => s.classListSchema);
    expect(isLazySchema(lazy)).toBe(true);
    expect(isLazySchema(classListSchema)).toBe(false);
    const schema = await lazy.load();
    expect(schema).toBe(classListSchema);
    expect(parseAnswer(schema, { classes: [] })).toEqual({ classes: [] });
  });
});
