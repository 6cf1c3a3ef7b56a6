import { useState } from 'react';
import type { InputOf } from '@shared/contract/endpoint';
import type { exportOrders } from '@shared/contract/console-catalogue-move';
import { downloadOrders } from './catalogue-move-api';

type OrderExportQuery = NonNullable<InputOf<typeof exportOrders>['query']>;
import { ExportButton, thisMonth } from './export-button';

/** The orders list's export: from and to (this month to start with), with the list's filters. */
export function OrderExport({ filters }: { filters: Record<string, string | undefined> }) {
  const [span, setSpan] = useState(thisMonth);
  const input = 'h-11 rounded-full border border-line bg-white px-4 text-sm text-ink';
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="grid gap-1 text-xs text-muted">
        From
        <input
          type="date"
          className={input}
          value={span.from}
          onChange={(e) => setSpan({ ...span, from: e.target.value })}
        />
      </label>
      <label className="grid gap-1 text-xs text-muted">
        To
        <input
          type="date"
          className={input}
          value={span.to}
          onChange={(e) => setSpan({ ...span, to: e.target.value })}
        />
      </label>
      <ExportButton
        label="Export orders"
        download={() =>
          // The list's filters as its address holds them; the server checks each.
          downloadOrders({
            // An unset filter is an empty string in the address: left out, as the list leaves it out.
            search: filters.search || undefined,
            payment: filters.payment || undefined,
            refund: filters.refund || undefined,
            shipping: filters.shipping || undefined,
            from: span.from || undefined,
            to: span.to || undefined,
          } as OrderExportQuery)
        }
      />
    </div>
  );
}
