import { describe, expect, it } from 'vitest';
import { applyPreferencesToDocument, bindPreferencesToDocument, DEFAULT_PREFERENCES, PREFERENCES_STORAGE_KEY, usePreferences } from './preferences.ts';

describe('preferences store (SPEC §3, §4, §9)', () => {
  it('starts from the layout defaults of SPEC §9', () => {
    expect(DEFAULT_PREFERENCES).toMatchObject({
      darkMode: false,
      isRTL: false,
      type: 'vertical',
      navBarType: 'sticky',
      footerType: 'static',
      skin: 'default',
      contentWidth: 'full',
    });
  });

  it('persists dark mode, collapse, semi-dark, direction, skin, type and monochrome only', () => {
    const { set, toggle } = usePreferences.getState();
    toggle('darkMode');
    set('skin', 'bordered');
    set('footerType', 'hidden');
    set('customizer', true);
    const saved = JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? '{}') as { state: Record<string, unknown> };
    expect(Object.keys(saved.state).sort()).toEqual(['darkMode', 'isCollapsed', 'isMonochrome', 'isRTL', 'semiDarkMode', 'skin', 'type']);
    expect(saved.state).toMatchObject({ darkMode: true, skin: 'bordered' });
  });

  it('restores the saved settings at start', async () => {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ state: { darkMode: true, isCollapsed: true }, version: 1 }));
    await usePreferences.persist.rehydrate();
    expect(usePreferences.getState()).toMatchObject({ darkMode: true, isCollapsed: true, footerType: 'static' });
  });

  it('toggles the dark/light and skin classes on <body>, and direction and monochrome on <html>', () => {
    const unbind = bindPreferencesToDocument();
    expect(document.body.classList.contains('light')).toBe(true);
    expect(document.body.classList.contains('skin--default')).toBe(true);

    usePreferences.getState().toggle('darkMode');
    usePreferences.getState().set('skin', 'shadow');
    usePreferences.getState().set('isRTL', true);
    usePreferences.getState().set('isMonochrome', true);
    expect(document.body.classList.contains('dark')).toBe(true);
    expect(document.body.classList.contains('light')).toBe(false);
    expect(document.body.classList.contains('skin--shadow')).toBe(true);
    expect(document.body.classList.contains('skin--default')).toBe(false);
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.classList.contains('grayscale')).toBe(true);

    unbind();
    applyPreferencesToDocument(DEFAULT_PREFERENCES);
  });

  it('resets to the defaults without closing the customizer it was reset from', () => {
    const { set, reset } = usePreferences.getState();
    set('customizer', true);
    set('darkMode', true);
    reset();
    expect(usePreferences.getState()).toMatchObject({ darkMode: false, customizer: true });
  });
});
