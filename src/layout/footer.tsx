import { useVersion } from '#src/api/common/use-version.ts';
import { COPYRIGHT_YEAR, PRODUCT_NAME } from '#src/lib/product.ts';
import { usePreferences } from '#src/stores/preferences.ts';
import { cn } from '#views/cn.ts';

/** SPEC §2: the footer is sticky, static or hidden, and carries the copyright 2024 notice. */
export function Footer() {
  const footerType = usePreferences((state) => state.footerType);
  const { data: version } = useVersion();
  if (footerType === 'hidden') return null;
  return (
    <footer
      className={cn(
        'z-20 flex flex-col gap-1 border-t border-slate-200 bg-white px-4 py-4 text-sm text-slate-600 sm:flex-row sm:justify-between md:px-6',
        'dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300',
        // The phone's bottom bar covers the last 64 px of the screen.
        footerType === 'sticky' && 'sticky bottom-16 md:bottom-0',
      )}
    >
      <p>
        Copyright © {COPYRIGHT_YEAR} {PRODUCT_NAME}. Todos os direitos reservados.
      </p>
      {version && <p>Versão {version}</p>}
    </footer>
  );
}
