const numbers = new Intl.NumberFormat('pt-BR');
const shortMonth = new Intl.DateTimeFormat('pt-BR', { month: 'short', timeZone: 'UTC' });
const longMonth = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A count as people in Brazil read it: 1.234. */
export const formatCount = (value: number) => numbers.format(value);

const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** `2025-03` → `mar/25`: an axis label, short enough for twelve on a tablet. */
export function formatMonthShort(month: string): string {
  const date = monthDate(month);
  if (Number.isNaN(date.getTime())) return month;
  return `${shortMonth.format(date).replace('.', '')}/${month.slice(2, 4)}`;
}

/** `2025-03` → `março de 2025`: a table row read aloud. */
export function formatMonthLong(month: string): string {
  const date = monthDate(month);
  return Number.isNaN(date.getTime()) ? month : longMonth.format(date);
}

/** `1 vencida`, `3 vencidas`: the count formatted, with the word that agrees with it. */
export const countOf = (value: number, one: string, many: string) => `${formatCount(value)} ${value === 1 ? one : many}`;
