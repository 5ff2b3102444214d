import { lazy, Suspense, type CSSProperties } from 'react';
import { cn } from '#views/cn.ts';
import { formatCount } from '../dashboard-format.ts';
import { colorAt, type ChartSpec, type ThemedColor } from './chart-spec.ts';

// Chart.js comes with the first chart drawn, in the dashboard's own chunk (issue 15: /login's budget does not move).
const ChartCanvas = lazy(() => import('./chart-canvas.tsx'));

let canvasSupported: boolean | undefined;
/** A browser (or a test DOM) without a 2D canvas gets the numbers alone. */
function canDraw(): boolean {
  canvasSupported ??= typeof document !== 'undefined' && document.createElement('canvas').getContext?.('2d') != null;
  return canvasSupported;
}

interface ChartFigureProps {
  /** What the chart shows: its table's caption. */
  caption: string;
  /** The header of the category column ('Situação', 'Mês', 'Plano'). */
  categoryHeader: string;
  spec: ChartSpec;
  /** The categories in full for the table, where the axis abbreviates them (`mar/25` → `março de 2025`). */
  categoryNames?: string[];
  className?: string;
}

const swatchStyle = (color: ThemedColor) => ({ '--swatch': color.light, '--swatch-dark': color.dark }) as CSSProperties;

function Swatch({ color }: { color: ThemedColor }) {
  return <span aria-hidden="true" style={swatchStyle(color)} className="inline-block size-3 shrink-0 rounded-sm bg-(--swatch) dark:bg-(--swatch-dark)" />;
}

/**
 * A chart with its numbers as text (issue 15): a doughnut's legend is a visible table of each slice and its count;
 * a bar chart's numbers are in a table for screen readers, with a key of its series for the eye. The drawing itself
 * is hidden from assistive technology, which reads the table instead.
 */
export function ChartFigure({ caption, categoryHeader, spec, categoryNames = spec.labels, className }: ChartFigureProps) {
  const doughnut = spec.kind === 'doughnut';
  return (
    <figure className={cn('@container', className)}>
      <div className={cn('flex flex-col gap-4', doughnut && 'items-center @sm:flex-row')}>
        {/* Chart.js sizes its canvas from this box, a frame after layout: clipped, a canvas drawn before the box has its
            final width cannot widen a phone's page meanwhile (the drawing is decorative; the numbers are text). */}
        <div aria-hidden="true" className={cn('relative overflow-hidden', doughnut ? 'size-40 shrink-0' : 'h-60 w-full')}>
          {canDraw() && (
            <Suspense fallback={<div className="size-full animate-pulse rounded-md bg-slate-100 dark:bg-slate-700/50" />}>
              <ChartCanvas spec={spec} />
            </Suspense>
          )}
        </div>
        {doughnut ? (
          <table className="w-full text-sm @sm:flex-1">
            <caption className="sr-only">{caption}</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">{categoryHeader}</th>
                <th scope="col">{spec.series[0]?.label}</th>
              </tr>
            </thead>
            <tbody>
              {categoryNames.map((name, index) => (
                <tr key={name} className="border-b border-slate-100 last:border-0 dark:border-slate-700">
                  <th scope="row" className="py-1.5 pr-2 text-left font-normal text-slate-700 dark:text-slate-200">
                    <span className="flex items-center gap-2">
                      <Swatch color={colorAt(spec.series[0]?.color ?? [], index)} />
                      {name}
                    </span>
                  </th>
                  <td className="py-1.5 text-right font-semibold text-slate-900 tabular-nums dark:text-white">{formatCount(spec.series[0]?.values[index] ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <>
            {spec.series.length > 1 && (
              <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-200">
                {spec.series.map((series) => (
                  <li key={series.label} className="flex items-center gap-2">
                    <Swatch color={colorAt(series.color, 0)} />
                    {series.label}
                  </li>
                ))}
              </ul>
            )}
            {/* A table ignores the 1 px width of sr-only and would widen the page: its wrapper is the hidden box. */}
            <div className="sr-only">
              <table>
                <caption>{caption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{categoryHeader}</th>
                    {spec.series.map((series) => (
                      <th key={series.label} scope="col">
                        {series.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {categoryNames.map((name, index) => (
                    <tr key={name}>
                      <th scope="row">{name}</th>
                      {spec.series.map((series) => (
                        <td key={series.label}>{formatCount(series.values[index] ?? 0)}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>
    </figure>
  );
}
