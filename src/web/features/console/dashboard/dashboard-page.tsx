import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { dashboardPeriods } from '@shared/schemas/console-dashboard';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { formatDateTime } from '@web/lib/dates';
import { formatMoney } from '@web/lib/money';
import { consolePaths } from '../console-paths';
import { PageHeader } from '../kit/page-header';
import { Panel } from '../kit/panel';
import { FailedMailsNotice } from '../mails/failed-mails-notice';
import { PausedWebhooksNotice } from '../webhooks/paused-webhooks-notice';
import { awaitingReviewsQuery, shopSettingsQuery } from '../reviews/reviews-api';
import { useDashboard } from './dashboard-api';
import { RevenueChart } from './revenue-chart';

/** How the shop is doing and what waits for the operator, each figure a link to its list. */
export function DashboardPage() {
  const dashboard = useDashboard();
  const d = dashboard.data;
  const holding = useQuery(shopSettingsQuery).data?.holdNewReviews;
  const awaiting = useQuery(awaitingReviewsQuery).data;
  // A queue while new reviews are held, and while some still wait after holding was switched off.
  const showReviews = holding === true || (awaiting ?? 0) > 0;
  return (
    <>
      <PageHeader
        title="Dashboard"
        description="Paid orders and revenue (refunds taken off), and what is waiting for you."
      />
      <div className="grid gap-5">
        <section
          aria-label="Waiting for you"
          className={cn('grid gap-3 sm:grid-cols-3', showReviews && 'sm:grid-cols-2 xl:grid-cols-4')}
        >
          <QueueCard
            to={consolePaths.orders({ shipping: 'to_ship' })}
            label="Orders to ship"
            value={d?.ordersToShip}
            urgent
          />
          <QueueCard
            to={consolePaths.orders({ refund: 'requested' })}
            label="Refund requests"
            value={d?.refundRequests}
            urgent
          />
          <QueueCard
            to={consolePaths.section('products', { stock: 'low', status: 'active' })}
            label={`Products low on stock (≤ ${d?.lowStock.threshold ?? ''})`}
            value={d?.lowStock.count}
          />
          {showReviews && (
            <QueueCard
              to={consolePaths.reviews({ visibility: 'awaiting' })}
              label="Reviews awaiting approval"
              value={awaiting}
              urgent
            />
          )}
        </section>
        <FailedMailsNotice />
        <PausedWebhooksNotice paused={d?.pausedWebhooks} />
        <section aria-label="Sales" className="grid grid-cols-3 gap-2 sm:gap-3">
          {dashboardPeriods.map((period) => {
            const totals = d?.periods.find((p) => p.key === period.key);
            return (
              <Link
                key={period.key}
                to={consolePaths.orders({ payment: 'success' })}
                className="rounded-xl border border-line bg-white/60 p-3 transition-colors hover:border-ink sm:p-4"
              >
                <p className="text-xs tracking-wide text-muted uppercase">{period.label}</p>
                {totals ? (
                  <>
                    <p className="font-display text-lg tabular-nums sm:text-2xl">{formatMoney(totals.revenue)}</p>
                    <p className="text-xs text-muted">incl. tax and shipping</p>
                    <p className="mt-1 text-sm text-muted tabular-nums">
                      {formatMoney(totals.netRevenue)} <span className="text-xs">net of both</span>
                    </p>
                    <p className="text-sm text-muted">
                      {totals.orders} order{totals.orders === 1 ? '' : 's'}
                    </p>
                  </>
                ) : (
                  <Skeleton className="mt-1 h-12 w-32" />
                )}
              </Link>
            );
          })}
        </section>
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Panel title="Last 30 days">
            {d ? <RevenueChart daily={d.daily} /> : <Skeleton className="h-36 w-full" />}
          </Panel>
          <Panel title="Lowest stock">
            {d && d.lowStock.products.length === 0 && (
              <p className="text-sm text-muted">Every product has more than {d.lowStock.threshold} units.</p>
            )}
            <ul className="divide-y divide-line text-sm">
              {d?.lowStock.products.map((p) => (
                // The name may wrap and the SKU has its own line: both are read whole, never cut.
                <li key={`${p.productId}-${p.sku ?? ''}`} className="flex items-start justify-between gap-3 py-1.5">
                  <span className="min-w-0">
                    <span className="block [overflow-wrap:anywhere]">{p.name}</span>
                    {p.sku && (
                      <span className="block font-mono text-xs [overflow-wrap:anywhere] text-muted">{p.sku}</span>
                    )}
                  </span>
                  <span className={cn('shrink-0 tabular-nums', p.stock === 0 && 'font-semibold text-accent')}>
                    {p.stock} left
                  </span>
                </li>
              ))}
            </ul>
          </Panel>
        </div>
        <Panel title="Large unpaid orders">
          <p className="mb-2 text-sm text-muted">
            Orders not paid yet that hold {d?.largeHolds.threshold ?? ''} units or more: their stock is kept from other
            shoppers until they are paid or expire.
          </p>
          {d && d.largeHolds.orders.length === 0 && <p className="text-sm text-muted">None right now.</p>}
          <ul className="divide-y divide-line text-sm">
            {d?.largeHolds.orders.map((o) => (
              <li key={o.orderUuid} className="flex flex-wrap justify-between gap-x-3 py-1.5">
                <Link to={consolePaths.order(o.orderUuid)} className="font-medium underline-offset-2 hover:underline">
                  {o.orderNumber}
                </Link>
                <span className="min-w-0 flex-1 truncate text-muted">{o.customerEmail}</span>
                <span className="tabular-nums">
                  {o.units} units · {formatMoney(o.amount)} · until {formatDateTime(o.expiresAt)}
                </span>
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </>
  );
}

function QueueCard({
  to,
  label,
  value,
  urgent,
}: {
  to: string;
  label: string;
  value: number | undefined;
  urgent?: boolean;
}) {
  const waiting = urgent && (value ?? 0) > 0;
  return (
    <Link
      to={to}
      className={cn(
        'group flex items-center justify-between gap-3 rounded-xl border p-4 transition-colors hover:border-ink',
        waiting ? 'border-amber-700/30 bg-amber-50' : 'border-line bg-white/60',
      )}
    >
      <div>
        <p className="text-sm text-muted">{label}</p>
        <QueueValue value={value} />
      </div>
      <ArrowRight aria-hidden="true" className="size-5 text-muted transition-transform group-hover:translate-x-0.5" />
    </Link>
  );
}

function QueueValue({ value }: { value: number | undefined }): ReactNode {
  if (value === undefined) return <Skeleton className="mt-1 h-8 w-12" />;
  return <p className="font-display text-3xl tabular-nums">{value}</p>;
}
