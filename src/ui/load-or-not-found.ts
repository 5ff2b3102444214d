import { redirect } from '@tanstack/react-router';
import { notify } from './toasts/notify.ts';

/**
 * A public lookup that either finds its record or ends on /404 after a toast saying what was not found — SPEC §2
 * and §8 for the public maintenance detail ('Detalhe da manutenção não encontrado'). For route loaders: the
 * redirect happens before the page renders, so nothing half-loaded is shown.
 */
export async function loadOrNotFound<T>(load: () => Promise<T>, notFoundMessage: string): Promise<T> {
  try {
    return await load();
  } catch {
    notify.error(notFoundMessage);
    throw redirect({ to: '/404', replace: true });
  }
}
