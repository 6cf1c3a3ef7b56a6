import type { Dashboard } from '@shared/schemas/console-dashboard';
import { formatMoney } from '@web/lib/money';

const WIDTH = 600;
const HEIGHT = 140;
const GAP = 4;

/**
 * Revenue per day over 30 days as bars, drawn as inline SVG (a chart library would weigh more than
 * the whole console). Each bar has a tooltip; the table under it says the same for screen readers.
 */
export function RevenueChart({ daily }: { daily: Dashboard['daily'] }) {
  const max = Math.max(1, ...daily.map((d) => d.revenue));
  const barWidth = WIDTH / daily.length - GAP;
  return (
    <figure className="grid gap-2">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-36 w-full" preserveAspectRatio="none" aria-hidden="true">
        <line x1="0" x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stroke-line" />
        {daily.map((d, i) => {
          const height = d.revenue === 0 ? 0 : Math.max(2, (d.revenue / max) * (HEIGHT - 8));
          return (
            <rect
              key={d.date}
              x={i * (barWidth + GAP) + GAP / 2}
              y={HEIGHT - height}
              width={barWidth}
              height={height}
              rx="2"
              className={i === daily.length - 1 ? 'fill-accent' : 'fill-ink-soft/70'}
            >
              <title>{`${d.date}: ${d.orders} orders, ${formatMoney(d.revenue)}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="flex justify-between text-xs text-muted">
        <span>{daily[0]?.date}</span>
        <span>Revenue per day (UTC), highest {formatMoney(max)}</span>
        <span>{daily.at(-1)?.date}</span>
      </figcaption>
      {/* The wrapper is what is hidden: a table ignores a 1px height and, 30 rows tall, made the
          page scroll past its end (and past the console's column of links) into blank space. */}
      <div className="sr-only">
        <table>
          <caption>Revenue per day</caption>
          <tbody>
            {daily.map((d) => (
              <tr key={d.date}>
                <th scope="row">{d.date}</th>
                <td>{d.orders} orders</td>
                <td>{formatMoney(d.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
