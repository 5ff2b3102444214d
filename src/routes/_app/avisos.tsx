import { createFileRoute } from '@tanstack/react-router';
import { NOTIFICATION_KIND_KEYS } from '#contract/notification-kinds.ts';
import { notificationHistoryQuery, type NotificationHistoryParams } from '#src/features/notifications/api/notification-queries.ts';
import { NotificationsScreen } from '#src/features/notifications/notifications-screen.tsx';
import { loadListingData } from '#src/lib/route-data.ts';

/** Every key returned, undefined when absent or invalid (see validateListingSearch). */
function validateNotificationsSearch(search: Record<string, unknown>): NotificationHistoryParams {
  const page = Number(search.page);
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    kind: NOTIFICATION_KIND_KEYS.find((kind) => kind === search.kind),
    status: search.status === 'unread' ? 'unread' : undefined,
  };
}

// Guarded by the _app layout against lib/permissions' table (every type: each person's own notifications). Named in
// pt-BR: SPEC §2's breadcrumb shows an unlisted path as its title, "Avisos".
export const Route = createFileRoute('/_app/avisos')({
  validateSearch: validateNotificationsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadListingData(context.queryClient, notificationHistoryQuery(deps), cause),
  component: NotificationsRoute,
});

function NotificationsRoute() {
  const navigate = Route.useNavigate();
  return <NotificationsScreen search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
}
