import { Moon, Sun } from 'lucide-react';
import { usePreferences } from '#src/stores/preferences.ts';
import { headerButtonClasses } from './header-button.ts';

/** SPEC §2: the dark/light toggle; the preference persists (SPEC §4). */
export function ThemeToggle() {
  const darkMode = usePreferences((state) => state.darkMode);
  const toggle = usePreferences((state) => state.toggle);
  const Icon = darkMode ? Sun : Moon;
  return (
    <button
      type="button"
      onClick={() => toggle('darkMode')}
      aria-label={darkMode ? 'Ativar modo claro' : 'Ativar modo escuro'}
      className={headerButtonClasses}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
