import { CheckCheck } from 'lucide-react';
import { NOTIFICATION_KIND_KEYS, NOTIFICATION_KINDS, type NotificationKind } from '#contract/notification-kinds.ts';
import type { NotificationItem } from '#contract/notifications.ts';
import { errorMessage } from '#src/lib/api-error.ts';
import { formatDateTime } from '#src/lib/dates.ts';
import { Button } from '#src/ui/button.tsx';
import { Pagination } from '#src/ui/data-table/pagination.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { Spinner } from '#src/ui/spinner.tsx';
import { useMarkAllNotificationsRead } from './api/use-mark-all-notifications-read.ts';
import { useNotificationHistory } from './api/use-notification-history.ts';
import type { NotificationHistoryParams } from './api/notification-queries.ts';
import { useOpenNotification } from './use-open-notification.ts';

interface NotificationsScreenProps {
  search: NotificationHistoryParams;
  onSearchChange: (search: NotificationHistoryParams) => void;
}

/** Issue 23 §4: every notification of the person, read or not, paged, by kind, with "Marcar todas como lidas". */
export function NotificationsScreen({ search, onSearchChange }: NotificationsScreenProps) {
  const history = useNotificationHistory(search);
  const markAll = useMarkAllNotificationsRead();
  const open = useOpenNotification();
  const page = history.data;
  const hasUnread = page?.data.some((item) => !item.read) ?? false;

  return (
    <section aria-labelledby="notifications-heading" className="space-y-4">
      <h2 id="notifications-heading" className="sr-only">
        Todas as suas notificações
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            name="kind"
            label="Tipo"
            value={search.kind ?? ''}
            onChange={(event) => onSearchChange({ ...search, page: undefined, kind: (event.target.value || undefined) as NotificationKind | undefined })}
            placeholder="Todos os tipos"
            options={NOTIFICATION_KIND_KEYS.map((kind) => ({ value: kind, label: NOTIFICATION_KINDS[kind].label }))}
          />
          <SelectField
            name="status"
            label="Situação"
            value={search.status ?? ''}
            onChange={(event) => onSearchChange({ ...search, page: undefined, status: event.target.value === 'unread' ? 'unread' : undefined })}
            placeholder="Todas"
            options={[{ value: 'unread', label: 'Não lidas' }]}
          />
        </div>
        <Button type="button" variant="secondary" loading={markAll.isPending} disabled={!hasUnread} onClick={() => markAll.mutate(search.kind)}>
          <CheckCheck aria-hidden="true" className="size-4" />
          Marcar todas como lidas
        </Button>
      </div>

      {history.isPending ? (
        <p role="status" className="flex items-center justify-center gap-2 py-12 text-sm text-slate-600 dark:text-slate-300">
          <Spinner />
          Carregando notificações…
        </p>
      ) : history.isError ? (
        <div role="alert" className="space-y-3 rounded-lg border border-red-200 p-4 text-sm text-red-800 dark:border-red-900 dark:text-red-200">
          <p>{errorMessage(history.error)}</p>
          <Button type="button" variant="secondary" onClick={() => void history.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : page!.data.length === 0 ? (
        <p className="rounded-lg border border-slate-200 p-8 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
          {search.kind || search.status ? 'Nenhuma notificação com esses filtros.' : 'Você ainda não recebeu notificações.'}
        </p>
      ) : (
        <>
          <ul aria-label="Notificações" aria-busy={history.isFetching} className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
            {page!.data.map((item) => (
              <NotificationRow key={item.uuid} item={item} onOpen={() => open(item)} />
            ))}
          </ul>
          <Pagination
            page={page!.current_page}
            lastPage={page!.last_page}
            perPage={page!.per_page}
            total={page!.total}
            totalIsEstimate={page!.total_capped}
            onPageChange={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })}
          />
        </>
      )}
    </section>
  );
}

function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="flex min-h-11 w-full items-start gap-3 px-4 py-3 text-start hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800"
      >
        <span aria-hidden="true" className={`mt-1.5 size-2.5 shrink-0 rounded-full ${item.read ? 'bg-transparent' : 'bg-brand-600 dark:bg-brand-300'}`} />
        <span className="block min-w-0 flex-1">
          <span className={`block text-slate-900 dark:text-white ${item.read ? '' : 'font-semibold'}`}>
            {item.title}
            {!item.read && <span className="sr-only"> (não lida)</span>}
          </span>
          <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-300">{item.description}</span>
          <time dateTime={item.created_at.toISOString()} className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
            {formatDateTime(item.created_at)}
          </time>
        </span>
      </button>
    </li>
  );
}
