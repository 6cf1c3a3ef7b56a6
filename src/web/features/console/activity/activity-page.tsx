import { useId, useState } from 'react';
import { SCOPE_AREAS, type ScopeArea } from '@shared/scopes';
import type { ActivityEntry, ActivityQuery } from '@shared/schemas/console-staff';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { formatDateTime } from '@web/lib/dates';
import { DataTable, type Column } from '../kit/data-table';
import { PageHeader } from '../kit/page-header';
import { AREA_LABELS } from '../integrations/scope-labels';
import { useActivity, useStaff } from '../staff/staff-api';

const PAGE_SIZE = 20;

/** A before/after object as a person reads it: one `field: value` a line. */
function Fields({ value, label }: { value: Record<string, unknown> | null; label: string }) {
  if (value === null) return <span className="text-xs text-muted">—</span>;
  const entries = Object.entries(value);
  if (entries.length === 0) return <span className="text-xs text-muted">—</span>;
  return (
    <dl className="grid max-w-80 gap-0.5 text-xs" aria-label={label}>
      {entries.map(([field, v]) => (
        <div key={field} className="flex flex-wrap gap-1">
          <dt className="text-muted">{field}:</dt>
          <dd className="font-mono break-all">{typeof v === 'string' ? v : JSON.stringify(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Local date (yyyy-mm-dd) to the start or end of that day in ISO time, as the API filters. */
const dayBound = (day: string, end: boolean) =>
  day ? new Date(`${day}T${end ? '23:59:59.999' : '00:00:00.000'}`).toISOString() : undefined;

/**
 * The activity log: every operator write, newest first, with who, what and the fields before
 * and after; filtered by person, area and dates. Read only: nothing here changes an entry.
 */
export function ActivityPage() {
  const id = useId();
  const staff = useStaff();
  const [actor, setActor] = useState('');
  const [area, setArea] = useState<ScopeArea | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const query: ActivityQuery = {
    page,
    num: PAGE_SIZE,
    ...(actor && { actor }),
    ...(area && { area }),
    ...(from && { from: dayBound(from, false) }),
    ...(to && { to: dayBound(to, true) }),
  };
  const activity = useActivity(query);
  const total = activity.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  const columns: Column<ActivityEntry>[] = [
    {
      id: 'createdAt',
      header: 'When',
      cell: (e) => <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>,
    },
    { id: 'actor', header: 'Who', cell: (e) => <span className="break-all">{e.actorName}</span> },
    {
      id: 'what',
      header: 'What',
      cell: (e) => (
        <span className="grid gap-0.5">
          <span className="font-medium">{e.subject}</span>
          <span className="text-xs text-muted">
            {e.action} · {AREA_LABELS[e.area as ScopeArea]?.label ?? e.area}
          </span>
        </span>
      ),
    },
    {
      id: 'before',
      header: 'Before',
      cell: (e) => <Fields value={e.before} label={`Before, entry ${e.activityId}`} />,
    },
    { id: 'after', header: 'After', cell: (e) => <Fields value={e.after} label={`After, entry ${e.activityId}`} /> },
  ];

  const filter = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return (
    <>
      <PageHeader
        title="Activity"
        description="Every change made in the console or with an API key: who, when, and the fields before and after. Kept for two years; nobody can edit or delete it."
      />
      <div className="mb-3 flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <label htmlFor={`${id}-actor`} className="text-xs font-medium text-muted">
            Person
          </label>
          <Select
            id={`${id}-actor`}
            value={actor}
            onChange={(e) => filter(() => setActor(e.target.value))}
            className="w-56"
          >
            <option value="">Anyone</option>
            {staff.data?.list.map((m) => (
              <option key={m.userId} value={`operator:${m.userId}`}>
                {m.screenName} ({m.email})
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-area`} className="text-xs font-medium text-muted">
            Area
          </label>
          <Select
            id={`${id}-area`}
            value={area}
            onChange={(e) => filter(() => setArea(e.target.value as ScopeArea | ''))}
            className="w-44"
          >
            <option value="">Any area</option>
            {SCOPE_AREAS.map((a) => (
              <option key={a} value={a}>
                {AREA_LABELS[a].label}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-from`} className="text-xs font-medium text-muted">
            From
          </label>
          <Input id={`${id}-from`} type="date" value={from} onChange={(e) => filter(() => setFrom(e.target.value))} />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-to`} className="text-xs font-medium text-muted">
            To
          </label>
          <Input id={`${id}-to`} type="date" value={to} onChange={(e) => filter(() => setTo(e.target.value))} />
        </div>
      </div>
      <DataTable
        label="Activity"
        columns={columns}
        rows={activity.data?.list}
        rowKey={(e) => e.activityId}
        empty="Nothing matches."
        loading={activity.isFetching}
      />
      <nav aria-label="Pages of the activity" className="mt-3 flex items-center justify-between gap-2 text-sm">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Newer
        </Button>
        <span className="text-muted">
          Page {page} of {pages} · {total} entries
        </span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          Older
        </Button>
      </nav>
    </>
  );
}
