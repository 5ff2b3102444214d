import { describe, expect, it } from 'vitest';
import { moduleAllowed, STAFF_MODULES } from './module-access.ts';
import { MODULES, type ModuleKey } from './plans.ts';
import { USER_TYPES } from './users.ts';

const free: { allowed_modules: ModuleKey[] } = { allowed_modules: ['dashboard', 'users', 'apartment', 'document'] };

describe('moduleAllowed (SPEC §6)', () => {
  it('never gates master, even without a condominium', () => {
    for (const module of MODULES) expect(moduleAllowed('master', module, undefined)).toBe(true);
  });

  it('gives síndico, zelador and engenheiro the six staff modules whatever the plan', () => {
    expect(STAFF_MODULES).toEqual(expect.arrayContaining([...MODULES]));
    for (const type of ['sindico', 'zelador', 'engenheiro']) {
      for (const module of MODULES) expect(moduleAllowed(type, module, free)).toBe(true);
    }
  });

  it('gives morador and any other type only the allowed_modules of the condominium', () => {
    for (const type of ['morador', 'visitante']) {
      expect(moduleAllowed(type, 'document', free)).toBe(true);
      expect(moduleAllowed(type, 'reforms', free)).toBe(false);
      expect(moduleAllowed(type, 'document', undefined)).toBe(false);
    }
  });

  it('opens an item with no module to every type', () => {
    for (const type of [...USER_TYPES, 'visitante']) expect(moduleAllowed(type, undefined, undefined)).toBe(true);
  });
});
