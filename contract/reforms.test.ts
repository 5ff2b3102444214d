import { describe, expect, it } from 'vitest';
import { reformForm } from './reforms.ts';

const form = { apartment: '00000000-0000-4000-8000-000000000000', title: 'Troca do quadro', description: 'Quadro novo.', categories: ['gas'], starts_on: '2026-12-01', ends_on: '2026-12-02' };
const failingFields = (input: object) => reformForm.safeParse(input).error?.issues.map((issue) => issue.path.join('.')).sort();

describe('reformForm', () => {
  it('asks for the professional and the ART together with every other missing field', () => {
    expect(failingFields({ ...form, title: '' })).toEqual(['art_number', 'professional_name', 'professional_registry', 'title']);
  });

  it('says an end before the start even while other fields are missing', () => {
    expect(failingFields({ ...form, categories: ['painting'], description: '', ends_on: '2026-11-30' })).toEqual(['description', 'ends_on']);
  });

  it('accepts work without a professional when none of its categories needs one', () => {
    expect(reformForm.safeParse({ ...form, categories: ['painting', 'small_repairs'] }).success).toBe(true);
  });
});
