import type { LucideIcon } from 'lucide-react';

interface RowActionLabelProps {
  icon: LucideIcon;
  /** What the action does ("Editar", "Ver"): the first word of the action's aria-label, which names whom it concerns. */
  word: string;
}

/** A row action's content: the icon alone on wide screens; on the cards below `lg`, the icon and its word for a finger that cannot hover. */
export function RowActionLabel({ icon: Icon, word }: RowActionLabelProps) {
  return (
    <>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className="lg:sr-only">{word}</span>
    </>
  );
}
