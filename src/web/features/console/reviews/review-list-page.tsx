import { useState } from 'react';
import { Link } from 'react-router';
import { Star } from 'lucide-react';
import type { ConsoleReview } from '@shared/schemas/console-reviews';
import { Button } from '@web/components/ui/button';
import { formatDateTime } from '@web/lib/dates';
import { paths } from '@web/lib/paths';
import { consolePaths } from '../console-paths';
import { ConfirmDialog } from '../kit/confirm-dialog';
import type { Column } from '../kit/data-table';
import type { FilterDefinition } from '../kit/filter-bar';
import { PageHeader } from '../kit/page-header';
import { ServerTable } from '../kit/server-table';
import { StatusBadge } from '../kit/status-badge';
import { toastDone } from '../kit/toast-done';
import { useTableParams } from '../kit/use-table-params';
import { useAdminReviews, useApproveReview, useSetReviewHidden } from './reviews-api';
import { HoldReviewsSwitch } from './hold-reviews-switch';
import { useScopes } from '../kit/scopes';
import { ReviewPhoto } from './review-photo';

const filterNames = ['rating', 'visibility'] as const;
const filters: FilterDefinition<(typeof filterNames)[number]>[] = [
  {
    name: 'rating',
    label: 'Rating',
    anyLabel: 'Any rating',
    options: [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} star${n === 1 ? '' : 's'}` })),
  },
  {
    name: 'visibility',
    label: 'Visibility',
    anyLabel: 'Every review',
    options: [
      { value: 'visible', label: 'Visible' },
      { value: 'hidden', label: 'Hidden' },
      { value: 'awaiting', label: 'Awaiting approval' },
    ],
  },
];

/** Every review, newest first: read what customers say, and take a review off its product page. */
export function ReviewListPage() {
  const table = useTableParams({ defaultSort: 'createdAt', filters: filterNames });
  const reviews = useAdminReviews(table.query);
  const [target, setTarget] = useState<ConsoleReview | null>(null);
  const [approving, setApproving] = useState<ConsoleReview | null>(null);
  const canWrite = useScopes().can('content:write');
  const approve = useApproveReview({ mutationConfig: { onSuccess: () => toastDone('Review approved: it shows now') } });
  const toggle = useSetReviewHidden({
    mutationConfig: { onSuccess: (r) => toastDone(r.hidden ? 'Review hidden' : 'Review shown') },
  });

  const columns: Column<ConsoleReview>[] = [
    {
      id: 'createdAt',
      header: 'Date',
      sortable: true,
      wide: true,
      cell: (r) => <span className="whitespace-nowrap">{formatDateTime(r.createdAt)}</span>,
    },
    {
      id: 'rating',
      header: 'Rating',
      sortable: true,
      cell: (r) => (
        <span
          className="inline-flex items-center gap-1 whitespace-nowrap tabular-nums"
          aria-label={`${r.rating} of 5 stars`}
        >
          <Star aria-hidden="true" className="size-3.5 fill-amber-500 text-amber-500" />
          {r.rating}
        </span>
      ),
    },
    {
      id: 'review',
      header: 'Review',
      cell: (r) => (
        <div className="flex max-w-md min-w-48 gap-3">
          {r.photoPath && <ReviewPhoto url={r.photoPath} productName={r.productName} />}
          <div className="grid min-w-0 gap-0.5">
            <p className="line-clamp-3 whitespace-pre-line">{r.content}</p>
            <p className="text-xs text-muted">
              <Link to={paths.product(r.productId)} className="underline-offset-4 hover:underline">
                {r.productName}
              </Link>
              {' · '}
              {r.customerEmail}
              {r.orderUuid && (
                <>
                  {' · '}
                  <Link to={consolePaths.order(r.orderUuid)} className="font-mono underline-offset-4 hover:underline">
                    {r.orderNumber}
                  </Link>
                </>
              )}
            </p>
          </div>
        </div>
      ),
    },
    {
      id: 'state',
      header: 'State',
      wide: true,
      cell: (r) => <StatusBadge value={r.awaitingApproval ? 'awaiting' : r.hidden ? 'hidden' : 'visible'} />,
    },
    {
      id: 'action',
      header: 'Action',
      align: 'right',
      cell: (r) =>
        !canWrite ? null : r.awaitingApproval ? (
          <Button size="sm" onClick={() => setApproving(r)} aria-label={`Approve review ${r.reviewId}`}>
            Approve
          </Button>
        ) : (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setTarget(r)}
            aria-label={`${r.hidden ? 'Show' : 'Hide'} review ${r.reviewId}`}
          >
            {r.hidden ? 'Show' : 'Hide'}
          </Button>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Reviews"
        description="What customers wrote, newest first. A hidden review leaves its product page and its rating."
      />
      <HoldReviewsSwitch />
      <ServerTable
        label="Reviews"
        columns={columns}
        rowKey={(r) => r.reviewId}
        table={table}
        result={reviews}
        empty="No review matches."
        searchLabel="Product or email"
        filters={filters}
      />
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={target?.hidden ? 'Show review' : 'Hide review'}
        description={
          target?.hidden
            ? `The review of ${target.productName} goes back on its product page and into its rating.`
            : `The review of ${target?.productName ?? ''} leaves its product page and its rating. Its author still sees it.`
        }
        confirmLabel={target?.hidden ? 'Show review' : 'Hide review'}
        destructive={!target?.hidden}
        onConfirm={() => toggle.mutateAsync({ reviewId: target!.reviewId, hidden: !target!.hidden })}
      />
      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(open) => !open && setApproving(null)}
        title="Approve review"
        description={`The review of ${approving?.productName ?? ''} shows on its product page and counts in its rating.`}
        confirmLabel="Approve review"
        onConfirm={() => approve.mutateAsync(approving!.reviewId)}
      />
    </>
  );
}
