import { LOW_STOCK_THRESHOLD } from '@shared/schemas/console-dashboard';
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Plus, SlidersHorizontal, Upload } from 'lucide-react';
import type { ConsoleProductRow } from '@shared/schemas/console-catalog';
import { Button, buttonVariants } from '@web/components/ui/button';
import { formatMoney } from '@web/lib/money';
import { consolePaths } from '../console-paths';
import type { Column } from '../kit/data-table';
import type { FilterDefinition } from '../kit/filter-bar';
import { PageHeader } from '../kit/page-header';
import { ServerTable } from '../kit/server-table';
import { StatusBadge } from '../kit/status-badge';
import { useTableParams } from '../kit/use-table-params';
import { downloadProducts } from '../catalogue-move/catalogue-move-api';
import { ExportButton } from '../catalogue-move/export-button';
import { categoriesQuery } from './category-api';
import { useConsoleProductList } from './product-api';
import { IfCan } from '../kit/scopes';
import { StockDialog } from './stock-dialog';

const filterNames = ['categoryId', 'status', 'stock'] as const;
type ProductFilter = (typeof filterNames)[number];
interface CategoryOption {
  categoryId: number;
  parentId: number | null;
  displayName: string;
}

/** The filters above the table; the categories come from the server, sub-categories indented. */
const productFilters = (categories: readonly CategoryOption[]): FilterDefinition<ProductFilter>[] => [
  {
    name: 'categoryId',
    label: 'Category',
    anyLabel: 'Any category',
    options: categories.map((c) => ({
      value: String(c.categoryId),
      label: c.parentId === null ? c.displayName : `— ${c.displayName}`,
    })),
  },
  {
    name: 'status',
    label: 'On sale',
    anyLabel: 'On sale or withdrawn',
    options: [
      { value: 'active', label: 'On sale' },
      { value: 'withdrawn', label: 'Withdrawn' },
    ],
  },
  {
    name: 'stock',
    label: 'Stock',
    anyLabel: 'Any stock',
    options: [{ value: 'low', label: `Low (${LOW_STOCK_THRESHOLD} or fewer)` }],
  },
];

/** Products: searched, filtered, sorted and paged by the server; several can have their stock adjusted at once. */
export function ProductListPage() {
  const table = useTableParams({ defaultSort: 'createdAt', filters: filterNames });
  const products = useConsoleProductList(table.query);
  const categories = useQuery(categoriesQuery).data?.list ?? [];
  const [selected, setSelected] = useState<Map<number, ConsoleProductRow>>(new Map());
  const [adjusting, setAdjusting] = useState(false);

  const toggle = (row: ConsoleProductRow) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(row.productId)) next.delete(row.productId);
      else next.set(row.productId, row);
      return next;
    });

  const columns: Column<ConsoleProductRow>[] = [
    {
      id: 'select',
      header: 'Select',
      cell: (row) => (
        <input
          type="checkbox"
          className="size-4 cursor-pointer accent-ink"
          aria-label={`Select ${row.name}`}
          checked={selected.has(row.productId)}
          onChange={() => toggle(row)}
        />
      ),
    },
    {
      id: 'name',
      header: 'Product',
      sortable: true,
      cell: (row) => (
        <Link
          to={consolePaths.section(`products/${row.productId}`)}
          className="flex items-center gap-3 hover:underline"
        >
          <img src={row.coverPath} alt="" className="size-10 shrink-0 rounded-lg bg-surface object-cover" />
          <span className="font-medium text-ink">{row.name}</span>
        </Link>
      ),
    },
    { id: 'category', header: 'Category', wide: true, cell: (row) => row.categoryName },
    {
      id: 'price',
      header: 'Price',
      sortable: true,
      align: 'right',
      cell: (row) => (
        <span>
          {formatMoney(row.price)}
          {row.originalPrice !== null && (
            <span className="ml-1.5 text-xs text-muted line-through">{formatMoney(row.originalPrice)}</span>
          )}
        </span>
      ),
    },
    {
      id: 'stock',
      header: 'Stock',
      sortable: true,
      align: 'right',
      cell: (row) => <span className={row.stock === 0 ? 'font-medium text-red-700' : undefined}>{row.stock}</span>,
    },
    {
      id: 'status',
      header: 'On sale',
      cell: (row) => <StatusBadge value={row.isActive ? 'active' : 'inactive'} />,
    },
    {
      id: 'createdAt',
      header: 'Added',
      sortable: true,
      wide: true,
      cell: (row) => <span className="text-muted">{row.createdAt.slice(0, 10)}</span>,
    },
  ];

  return (
    <>
      <PageHeader
        title="Products"
        description="Prices, descriptions, add-ons and stock. A save shows in the shop at once."
        actions={
          <>
            <IfCan scope="stock:write">
              <Button variant="outline" disabled={selected.size === 0} onClick={() => setAdjusting(true)}>
                <SlidersHorizontal aria-hidden="true" className="size-4" />
                Adjust stock{selected.size > 0 ? ` (${selected.size})` : ''}
              </Button>
            </IfCan>
            <IfCan scope="products:read">
              <ExportButton
                label="Export"
                download={() =>
                  downloadProducts({
                    search: table.search || undefined,
                    categoryId: table.filters.categoryId ? Number(table.filters.categoryId) : undefined,
                    status: (table.filters.status || undefined) as 'active' | 'withdrawn' | undefined,
                    stock: table.filters.stock === 'low' ? 'low' : undefined,
                  })
                }
              />
            </IfCan>
            <IfCan scope="products:write">
              <Link to={consolePaths.section('products/import')} className={buttonVariants({ variant: 'outline' })}>
                <Upload aria-hidden="true" className="size-4" />
                Import
              </Link>
              <Link to={consolePaths.section('products/new')} className={buttonVariants()}>
                <Plus aria-hidden="true" className="size-4" />
                New product
              </Link>
            </IfCan>
          </>
        }
      />
      <ServerTable
        label="Products"
        columns={columns}
        rowKey={(row) => row.productId}
        table={table}
        result={products}
        empty="No product matches."
        searchLabel="Product name, id or SKU"
        filters={productFilters(categories)}
      />
      <StockDialog
        open={adjusting}
        onOpenChange={setAdjusting}
        products={[...selected.values()]}
        onDone={() => setSelected(new Map())}
      />
    </>
  );
}
