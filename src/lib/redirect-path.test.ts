import { describe, expect, it } from 'vitest';
import { safeRedirectPath, validateSignInSearch } from './redirect-path.ts';

describe('safeRedirectPath (deep links after sign-in)', () => {
  it('keeps a path of this app, with its search and hash', () => {
    expect(safeRedirectPath('/reforms-register-edit/7b0f?tab=anexos#fotos')).toBe('/reforms-register-edit/7b0f?tab=anexos#fotos');
    expect(safeRedirectPath('/condominium-register?page=2&filter=solar')).toBe('/condominium-register?page=2&filter=solar');
  });

  it.each([
    ['another host, protocol-relative', '//evil.example/x'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['an absolute address', 'https://evil.example/'],
    ['a script address', 'javascript:alert(1)'],
    ['a relative path', 'dashboard'],
    ['a tab hidden in the host', '/\t/evil.example'],
    ['a line break', '/dashboard\n'],
    ['nothing', ''],
  ])('refuses %s', (_case, value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });

  it('refuses what is not text', () => {
    expect(safeRedirectPath(42)).toBeUndefined();
    expect(safeRedirectPath(['/dashboard'])).toBeUndefined();
  });

  it('keeps only a safe redirect in the sign-in search', () => {
    expect(validateSignInSearch({ redirect: '/user-profile' })).toEqual({ redirect: '/user-profile' });
    expect(validateSignInSearch({ redirect: '//evil.example' })).toEqual({ redirect: undefined });
    expect(validateSignInSearch({})).toEqual({ redirect: undefined });
  });
});
