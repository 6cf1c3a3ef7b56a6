import { Button } from '@web/components/ui/button';
import { Drawer, DrawerContent, DrawerHeader, DrawerTitle } from '@web/components/ui/drawer';
import type { LazyDrawerProps } from '@web/components/ui/lazy-drawer';
import { FilterGroups, type FilterGroupsProps } from './filter-groups';

type FiltersDrawerProps = LazyDrawerProps &
  Omit<FilterGroupsProps, 'className'> & {
    total: number | undefined;
    onClear(): void;
  };

/**
 * The phone's filters (loaded on demand, see filter-bar.tsx): the groups stacked, each change
 * applied at once so the counts follow; "Show N products" closes the drawer onto the grid.
 */
export function FiltersDrawer({ open, onOpenChange, returnFocus, total, onClear, ...groups }: FiltersDrawerProps) {
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent aria-describedby={undefined} onCloseAutoFocus={returnFocus}>
        <DrawerHeader className="flex items-center justify-between">
          <DrawerTitle>Filters</DrawerTitle>
          <Button variant="link" size="sm" onClick={onClear}>
            Clear all
          </Button>
        </DrawerHeader>
        <FilterGroups {...groups} className="min-h-0 overflow-y-auto border-y border-line px-5 py-4" />
        <div className="px-5 pt-3 pb-6">
          <Button variant="accent" size="lg" className="w-full" onClick={() => onOpenChange(false)}>
            {total === undefined ? 'Show products' : `Show ${total} ${total === 1 ? 'product' : 'products'}`}
          </Button>
        </div>
      </DrawerContent>
    </Drawer>
  );
}
