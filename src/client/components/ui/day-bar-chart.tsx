// Loaded lazily (per-day-figure.tsx): uPlot and its stylesheet ride in this chunk alone, fetched
// only when there is something to draw.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { TIME_ZONE } from '@/shared/constants';
import { formatCount, formatDayMonth } from '@/shared/domain/format';

const DAY_SECONDS = 86_400;
const HEIGHT = 240;
/** Whole days between labels: never an hour tick on a chart of days. */
const DAY_STEPS = [1, 2, 7, 14, 30, 60, 91, 182, 365].map((days) => days * DAY_SECONDS);
/** Whole counts between labels. */
const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1e3, 2e3, 5e3, 1e4, 2e4, 5e4, 1e5, 2e5, 5e5];

/** Midnight in India of a yyyy-mm-dd date, in seconds (uPlot's time unit). */
const daySeconds = (date: string) => Date.parse(`${date}T00:00:00+05:30`) / 1000;

/**
 * The colours in force where the chart is drawn: a canvas cannot take classes, so it reads them
 * from its own boxes, which carry the theme's classes (the dark theme remaps them).
 */
function themeColours(axisBox: HTMLElement, barBox: HTMLElement) {
  const axis = getComputedStyle(axisBox);
  return { text: axis.color, grid: axis.borderTopColor, bar: getComputedStyle(barBox).color };
}

function chartOptions(
  width: number,
  colours: ReturnType<typeof themeColours>,
  [first, last]: [number, number],
): uPlot.Options {
  const font = '12px Inter, "Segoe UI", Roboto, system-ui, sans-serif';
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), TIME_ZONE),
    scales: {
      // From the data, not uPlot's guess (it stretches a single day to a thousand), with room either
      // side so the first and last bars are whole.
      x: { time: true, range: () => [first - DAY_SECONDS * 0.6, last + DAY_SECONDS * 0.6] },
      y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
    },
    axes: [
      {
        stroke: colours.text,
        font,
        grid: { show: false },
        ticks: { stroke: colours.grid },
        incrs: DAY_STEPS,
        values: (_u, splits) => splits.map((seconds) => formatDayMonth(seconds * 1000)),
      },
      {
        stroke: colours.text,
        font,
        size: 56,
        grid: { stroke: colours.grid, width: 1 },
        ticks: { show: false },
        incrs: COUNT_STEPS,
        values: (_u, splits) => splits.map((n) => formatCount(n)),
      },
    ],
    series: [
      {},
      {
        label: 'Count',
        fill: colours.bar,
        stroke: colours.bar,
        width: 0,
        points: { show: false },
        paths: uPlot.paths.bars?.({ size: [0.7, 48] }),
      },
    ],
  };
}

/** A count per India day (yyyy-mm-dd). */
export interface DayCount {
  date: string;
  count: number;
}

/** A count per India day as bars. Decorative for assistive technology: the table beside it says the same. */
export function DayBarChart({ days }: { days: readonly DayCount[] }) {
  const axisBox = useRef<HTMLDivElement>(null);
  const barBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const outer = axisBox.current;
    const inner = barBox.current;
    if (!outer || !inner) return;
    const x = days.map((day) => daySeconds(day.date));
    const data: uPlot.AlignedData = [x, days.map((day) => day.count)];
    const span: [number, number] = [x[0] ?? 0, x.at(-1) ?? 0];
    const draw = () =>
      new uPlot(chartOptions(outer.clientWidth, themeColours(outer, inner), span), data, inner);
    let chart = draw();
    const resized = new ResizeObserver(() => chart.setSize({ width: outer.clientWidth, height: HEIGHT }));
    resized.observe(outer);
    // A change of theme redraws the chart in the new colours.
    const themed = new MutationObserver(() => {
      chart.destroy();
      chart = draw();
    });
    themed.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => {
      themed.disconnect();
      resized.disconnect();
      chart.destroy();
    };
  }, [days]);

  return (
    <div ref={axisBox} className="border-ink-100 text-ink-600">
      <div ref={barBox} className="text-pitch-600" style={{ height: HEIGHT }} />
    </div>
  );
}
