import { SearchIcon } from '@web/components/icons/search-icon';
import { LazyDrawerButton } from '@web/components/ui/lazy-drawer';
import { lazyComponent } from '@web/lib/lazy-component';

const SearchPanel = lazyComponent(() => import('./search-panel').then((m) => m.SearchPanel));

interface SearchDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Narrow-screen search: an icon opening a drawer with the box, whose code loads on demand. */
export function SearchDrawer({ open, onOpenChange }: SearchDrawerProps) {
  return (
    <LazyDrawerButton
      drawer={SearchPanel}
      drawerProps={{}}
      open={open}
      onOpenChange={onOpenChange}
      label="Search"
      icon={<SearchIcon aria-hidden="true" />}
      className="size-9 md:hidden"
    />
  );
}
