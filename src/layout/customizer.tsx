import { Settings } from 'lucide-react';
import { FOOTER_TYPES, NAVBAR_TYPES, SKINS, usePreferences, type FooterType, type NavBarType, type Skin } from '#src/stores/preferences.ts';
import { Button } from '#src/ui/button.tsx';
import { DialogCloseButton, DialogContent, DialogDescription, DialogRoot, DialogTitle } from '#src/ui/dialog.tsx';
import { OptionGroup } from '#src/ui/option-group.tsx';
import { Switch } from '#src/ui/switch.tsx';
import { headerButtonClasses } from './header-button.ts';

const skinLabels: Record<Skin, string> = { default: 'Padrão', bordered: 'Com borda', shadow: 'Com sombra' };
const footerLabels: Record<FooterType, string> = { sticky: 'Fixo', static: 'Estático', hidden: 'Oculto' };
const navBarLabels: Record<NavBarType, string> = { sticky: 'Fixa', static: 'Estática' };

const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

export function CustomizerButton() {
  const set = usePreferences((state) => state.set);
  return (
    <button type="button" onClick={() => set('customizer', true)} aria-label="Personalizar layout" className={headerButtonClasses}>
      <Settings aria-hidden="true" className="size-5" />
    </button>
  );
}

/** The layout settings of SPEC §3, changed by the person: the `customizer` setting is this panel being open. */
export function Customizer() {
  const preferences = usePreferences();
  const { set } = preferences;
  return (
    <DialogRoot open={preferences.customizer} onOpenChange={(open) => set('customizer', open)}>
      <DialogContent placement="end" className="flex flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-5 dark:border-slate-700">
          <div className="space-y-1">
            <DialogTitle className="text-lg">Personalizar layout</DialogTitle>
            <DialogDescription>As escolhas valem para este navegador.</DialogDescription>
          </div>
          <DialogCloseButton label="Fechar personalização" />
        </div>
        <div className="flex-1 divide-y divide-slate-200 overflow-y-auto px-5 dark:divide-slate-700">
          <section className="py-3">
            <Switch label="Modo escuro" checked={preferences.darkMode} onChange={(value) => set('darkMode', value)} />
            <Switch label="Menu lateral escuro" checked={preferences.semiDarkMode} onChange={(value) => set('semiDarkMode', value)} />
            <Switch label="Monocromático" checked={preferences.isMonochrome} onChange={(value) => set('isMonochrome', value)} />
            <Switch label="Leitura da direita para a esquerda" checked={preferences.isRTL} onChange={(value) => set('isRTL', value)} />
          </section>
          <section className="py-3">
            <Switch label="Menu lateral recolhido" checked={preferences.isCollapsed} onChange={(value) => set('isCollapsed', value)} />
            <Switch label="Ocultar menu lateral" checked={preferences.menuHidden} onChange={(value) => set('menuHidden', value)} />
            <Switch
              label="Conteúdo com largura limitada"
              checked={preferences.contentWidth === 'boxed'}
              onChange={(value) => set('contentWidth', value ? 'boxed' : 'full')}
            />
          </section>
          <section className="py-3">
            <OptionGroup legend="Aparência dos cartões" value={preferences.skin} options={optionsOf(SKINS, skinLabels)} onChange={(value) => set('skin', value)} />
            <OptionGroup legend="Barra superior" value={preferences.navBarType} options={optionsOf(NAVBAR_TYPES, navBarLabels)} onChange={(value) => set('navBarType', value)} />
            <OptionGroup legend="Rodapé" value={preferences.footerType} options={optionsOf(FOOTER_TYPES, footerLabels)} onChange={(value) => set('footerType', value)} />
          </section>
        </div>
        <div className="border-t border-slate-200 p-5 dark:border-slate-700">
          <Button variant="secondary" className="w-full" onClick={preferences.reset}>
            Restaurar padrões
          </Button>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
