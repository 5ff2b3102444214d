import { useDialogs, type ConfirmDialogOptions } from '../dialogs/use-dialogs.ts';

export interface StatusChange {
  uuid: string;
  active: boolean;
}

interface StatusMutation {
  mutate: (change: StatusChange) => void;
  isPending: boolean;
  variables?: StatusChange;
}

export interface StatusToggleControl<T> {
  toggle: (row: T) => Promise<void>;
  isPending: (row: T) => boolean;
}

/**
 * The active/inactive toggle of a listing (SPEC §4): asks first, then runs the module's activate or inactivate
 * mutation, which re-fetches the listing at its current page and filter.
 */
export function useStatusToggle<T extends { uuid: string; active: boolean }>(
  mutation: StatusMutation,
  confirmation: (row: T, active: boolean) => ConfirmDialogOptions,
): StatusToggleControl<T> {
  const dialogs = useDialogs();
  return {
    toggle: async (row) => {
      const active = !row.active;
      if (await dialogs.confirm(confirmation(row, active))) mutation.mutate({ uuid: row.uuid, active });
    },
    isPending: (row) => mutation.isPending && mutation.variables?.uuid === row.uuid,
  };
}
