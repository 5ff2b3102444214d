import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const PREFERENCES_STORAGE_KEY = 'zelo-preferences';
export const PREFERENCES_STATE_VERSION = 1;

export const SKINS = ['default', 'bordered', 'shadow'] as const;
export type Skin = (typeof SKINS)[number];
export const FOOTER_TYPES = ['sticky', 'static', 'hidden'] as const;
export type FooterType = (typeof FOOTER_TYPES)[number];
export const NAVBAR_TYPES = ['sticky', 'static'] as const;
export type NavBarType = (typeof NAVBAR_TYPES)[number];
export type ContentWidth = 'full' | 'boxed';
/** Only the vertical layout exists (SPEC §3 lists no other). */
export type LayoutType = 'vertical';

/** SPEC §3 "Layout settings". */
export interface Preferences {
  isRTL: boolean;
  darkMode: boolean;
  isCollapsed: boolean;
  /** Whether the layout customizer panel is open. */
  customizer: boolean;
  semiDarkMode: boolean;
  skin: Skin;
  contentWidth: ContentWidth;
  type: LayoutType;
  menuHidden: boolean;
  navBarType: NavBarType;
  footerType: FooterType;
  /** Whether the mobile sidebar is open. */
  mobileMenu: boolean;
  isMonochrome: boolean;
}

/** SPEC §9 layout defaults: light mode, ltr, vertical, sticky navbar, static footer, default skin. */
export const DEFAULT_PREFERENCES: Preferences = {
  isRTL: false,
  darkMode: false,
  isCollapsed: false,
  customizer: false,
  semiDarkMode: false,
  skin: 'default',
  contentWidth: 'full',
  type: 'vertical',
  menuHidden: false,
  navBarType: 'sticky',
  footerType: 'static',
  mobileMenu: false,
  isMonochrome: false,
};

interface PreferencesActions {
  set: <K extends keyof Preferences>(key: K, value: Preferences[K]) => void;
  toggle: (key: BooleanPreference) => void;
  reset: () => void;
}

export type BooleanPreference = {
  [K in keyof Preferences]: Preferences[K] extends boolean ? K : never;
}[keyof Preferences];

/** SPEC §4: the settings restored at start; the rest (panels open, footer, navbar) start from the defaults. */
type PersistedPreferences = Pick<
  Preferences,
  'darkMode' | 'isCollapsed' | 'semiDarkMode' | 'isRTL' | 'skin' | 'type' | 'isMonochrome'
>;

export const usePreferences = create<Preferences & PreferencesActions>()(
  persist(
    (setState) => ({
      ...DEFAULT_PREFERENCES,
      set: (key, value) => setState({ [key]: value }),
      toggle: (key) => setState((state) => ({ [key]: !state[key] })),
      // Open panels stay open: resetting from the customizer must not close it.
      reset: () => setState((state) => ({ ...DEFAULT_PREFERENCES, customizer: state.customizer, mobileMenu: state.mobileMenu })),
    }),
    {
      name: PREFERENCES_STORAGE_KEY,
      version: PREFERENCES_STATE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ darkMode, isCollapsed, semiDarkMode, isRTL, skin, type, isMonochrome }): PersistedPreferences => ({
        darkMode,
        isCollapsed,
        semiDarkMode,
        isRTL,
        skin,
        type,
        isMonochrome,
      }),
    },
  ),
);

/** Mirrors the settings that style the whole page onto <html> and <body> (SPEC §4: dark/light and skin classes). */
export function applyPreferencesToDocument(preferences: Preferences, doc: Document = document): void {
  const { body, documentElement } = doc;
  body.classList.toggle('dark', preferences.darkMode);
  body.classList.toggle('light', !preferences.darkMode);
  for (const skin of SKINS) body.classList.toggle(`skin--${skin}`, preferences.skin === skin);
  body.classList.toggle('semi-dark', preferences.semiDarkMode);
  documentElement.classList.toggle('grayscale', preferences.isMonochrome);
  documentElement.dir = preferences.isRTL ? 'rtl' : 'ltr';
}

/** Applies the current preferences now and on every change; returns the unsubscribe function. */
export function bindPreferencesToDocument(doc: Document = document): () => void {
  applyPreferencesToDocument(usePreferences.getState(), doc);
  return usePreferences.subscribe((state) => applyPreferencesToDocument(state, doc));
}
