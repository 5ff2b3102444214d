/** A colour in the light theme and in the dark one (the app's `dark` class on <body>, SPEC §4). */
export interface ThemedColor {
  light: string;
  dark: string;
}

export interface ChartSeries {
  label: string;
  values: number[];
  /** One colour for the series (bars), or one per category (a doughnut's slices). */
  color: ThemedColor | ThemedColor[];
}

/** What a chart draws; the same data is given as text beside it (issue 15: numbers for screen readers). */
export interface ChartSpec {
  kind: 'doughnut' | 'bar';
  /** Short category labels for the axis (`mar/25`). */
  labels: string[];
  series: ChartSeries[];
}

/** Tailwind's palette, the 600 shade on white and the 400 shade on slate-800, both AA against their card. */
export const PALETTE = {
  red: { light: '#dc2626', dark: '#f87171' },
  amber: { light: '#d97706', dark: '#fbbf24' },
  orange: { light: '#ea580c', dark: '#fb923c' },
  emerald: { light: '#059669', dark: '#34d399' },
  sky: { light: '#0284c7', dark: '#38bdf8' },
  brand: { light: '#4f46e5', dark: '#818cf8' },
  violet: { light: '#7c3aed', dark: '#a78bfa' },
  slate: { light: '#64748b', dark: '#94a3b8' },
} as const satisfies Record<string, ThemedColor>;

export const colorAt = (color: ChartSeries['color'], index: number): ThemedColor => (Array.isArray(color) ? color[index] ?? PALETTE.slate : color);
