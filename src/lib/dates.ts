const pad = (value: number) => String(value).padStart(2, '0');

/**
 * ARCHITECTURE §6 and SPEC §3: dates are shown as DD/MM/YYYY, optionally with HH:mm, in UTC — the zone they are
 * stored in, so every person sees the same date for the same record.
 */
export function formatDate(value: Date | string, { withTime = false }: { withTime?: boolean } = {}): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const day = `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
  return withTime ? `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}` : day;
}

export function formatDateTime(value: Date | string): string {
  return formatDate(value, { withTime: true });
}
