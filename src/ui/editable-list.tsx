import { Pencil, Plus } from 'lucide-react';
import { useEffect, useRef, useState, type FormEventHandler, type Key, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { rowActionClasses } from './data-table/row-action.ts';

interface EditableListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => Key;
  /** The list's accessible name ('Tipos cadastrados'). */
  label: string;
  /** The button that opens the form for a new item ('Novo tipo'). */
  newLabel: string;
  /** The accessible name of an item's edit button ('Editar tipo Convenção'). */
  editLabel: (item: T) => string;
  name: (item: T) => ReactNode;
  /** The line under the name: what the item is set to ('Com validade · Ativo'). */
  details: (item: T) => ReactNode;
  /** The form for `item` (a new one when undefined); `done` closes it. */
  renderForm: (item: T | undefined, done: () => void) => ReactNode;
}

/**
 * A reference list master keeps on screen: the items with an edit button each, and one form at a time above them,
 * for a new item or the one being edited. Nothing is deleted here: a retired item is saved as inactive. When the form
 * closes, focus goes back to the button that opened it.
 */
export function EditableList<T>({ items, itemKey, label, newLabel, editLabel, name, details, renderForm }: EditableListProps<T>) {
  const [editing, setEditing] = useState<{ item: T | undefined } | null>(null);
  const opener = useRef<string | null>(null);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (editing || opener.current === null) return;
    const openers = [...(list.current?.querySelectorAll<HTMLElement>('[data-opener]') ?? [])];
    const target = openers.find((element) => element.dataset.opener === opener.current) ?? openers.find((element) => element.dataset.opener === 'new');
    target?.focus();
    opener.current = null;
  }, [editing]);

  const open = (item: T | undefined, key: string) => {
    opener.current = key;
    setEditing({ item });
  };

  return (
    <div ref={list}>
      {editing ? (
        renderForm(editing.item, () => setEditing(null))
      ) : (
        <Button type="button" data-opener="new" onClick={() => open(undefined, 'new')}>
          <Plus aria-hidden="true" className="size-4" />
          {newLabel}
        </Button>
      )}
      <ul aria-label={label} className="mt-4 divide-y divide-slate-200 dark:divide-slate-700">
        {items.map((item) => {
          const key = String(itemKey(item));
          return (
            <li key={key} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="font-medium text-slate-900 dark:text-white">{name(item)}</span>
                <span className="block text-slate-600 dark:text-slate-300">{details(item)}</span>
              </span>
              <button type="button" data-opener={key} onClick={() => open(item, key)} aria-label={editLabel(item)} className={rowActionClasses}>
                <Pencil aria-hidden="true" className="size-4" />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

interface EditableListFormProps {
  /** The form's accessible name ('Editar tipo Convenção', 'Novo tipo de documento'). */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitLabel: string;
  submitting: boolean;
  children: ReactNode;
}

/** The form of an `EditableList`: its fields, the first one focused as it opens, then Cancelar and the save button. */
export function EditableListForm({ label, onSubmit, onCancel, submitLabel, submitting, children }: EditableListFormProps) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);
  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-label={label} className="space-y-3 rounded-md border border-slate-200 p-4 dark:border-slate-700">
      {children}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
