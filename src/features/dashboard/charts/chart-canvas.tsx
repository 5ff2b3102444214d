import { ArcElement, BarElement, CategoryScale, Chart, LinearScale, Tooltip, type ChartOptions } from 'chart.js';
import { Bar, Doughnut } from 'react-chartjs-2';
import { formatCount } from '../dashboard-format.ts';
import { colorAt, type ChartSpec } from './chart-spec.ts';
import { useDarkMode } from './use-dark-mode.ts';

// Only what the dashboard draws, so the rest of Chart.js stays out of the bundle; its own legend is not used: each
// chart has its numbers as text beside it.
Chart.register(ArcElement, BarElement, CategoryScale, LinearScale, Tooltip);

const THEME = {
  light: { text: '#475569', grid: '#e2e8f0', surface: '#ffffff' },
  dark: { text: '#cbd5e1', grid: '#334155', surface: '#1e293b' },
} as const;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** The drawing of a ChartSpec with Chart.js, in the current theme; loaded with the dashboard only. */
export default function ChartCanvas({ spec }: { spec: ChartSpec }) {
  const mode = useDarkMode() ? 'dark' : 'light';
  const theme = THEME[mode];
  const datasets = spec.series.map((series) => ({
    label: series.label,
    data: series.values,
    backgroundColor: spec.kind === 'doughnut' ? series.values.map((_, index) => colorAt(series.color, index)[mode]) : colorAt(series.color, 0)[mode],
    borderColor: spec.kind === 'doughnut' ? theme.surface : 'transparent',
    borderWidth: spec.kind === 'doughnut' ? 2 : 0,
    borderRadius: spec.kind === 'bar' ? 3 : 0,
    maxBarThickness: 28,
  }));
  const common = {
    responsive: true,
    maintainAspectRatio: false,
    locale: 'pt-BR',
    animation: reducedMotion() ? (false as const) : undefined,
    plugins: {
      tooltip: { callbacks: { label: (item: { dataset: { label?: string }; parsed: unknown; raw: unknown }) => `${item.dataset.label ?? ''}: ${formatCount(Number(item.raw))}` } },
    },
  };

  if (spec.kind === 'doughnut') {
    const options: ChartOptions<'doughnut'> = { ...common, cutout: '62%' };
    return <Doughnut data={{ labels: spec.labels, datasets }} options={options} />;
  }
  const options: ChartOptions<'bar'> = {
    ...common,
    scales: {
      x: { ticks: { color: theme.text, maxRotation: 0, autoSkip: true, font: { size: 12 } }, grid: { display: false }, border: { color: theme.grid } },
      y: {
        beginAtZero: true,
        ticks: { color: theme.text, precision: 0, font: { size: 12 }, callback: (value) => formatCount(Number(value)) },
        grid: { color: theme.grid },
        border: { display: false },
      },
    },
  };
  return <Bar data={{ labels: spec.labels, datasets }} options={options} />;
}
