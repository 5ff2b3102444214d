import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

describe('initialsOf (SPEC §9: at most 2 initials)', () => {
  it.each([
    ['Carlos Almeida', 'CA'],
    ['ana maria de souza', 'AS'],
    ['  Beatriz  ', 'B'],
    ['Édson Ávila', 'ÉÁ'],
    ['', '?'],
  ])('%j → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
