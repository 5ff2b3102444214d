/**
 * The kinds of notification the product sends, each told by the icon its sender gives it (the bell draws it), and
 * named for the notification centre's filter. Without zod: the route's search params read it at the first page.
 */
export const NOTIFICATION_KINDS = {
  reforms: { icon: 'hammer', label: 'Reformas' },
  maintenance: { icon: 'wrench', label: 'Manutenções' },
  documents: { icon: 'file-warning', label: 'Documentos' },
  residents: { icon: 'user-plus', label: 'Novos moradores' },
  prospects: { icon: 'building', label: 'Prospects' },
} as const;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_KEYS = Object.keys(NOTIFICATION_KINDS) as [NotificationKind, ...NotificationKind[]];
