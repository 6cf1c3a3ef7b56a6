import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Drawer, DrawerContent, DrawerHeader, DrawerTitle } from '@web/components/ui/drawer';
import type { LazyDrawerProps } from '@web/components/ui/lazy-drawer';
import { Input } from '@web/components/ui/input';
import { useHeaderSearchControl } from '@web/lib/header-search';
import { paths } from '@web/lib/paths';
import { useSearchCombobox } from './use-search-combobox';

/** The search drawer (loaded on first open, see search-drawer.tsx): the box with its suggestions and 'Confirm Search'. */
export function SearchPanel({ open, onOpenChange, returnFocus }: LazyDrawerProps) {
  const control = useHeaderSearchControl();
  const navigate = useNavigate();
  const [draft, setDraft] = useState('');
  const value = control ? control.value : draft;
  const combobox = useSearchCombobox(value, { onPicked: () => onOpenChange(false) });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (control) control.onSubmit(value);
    else void navigate(paths.search(value));
    onOpenChange(false);
  }

  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent
        aria-describedby={undefined}
        onCloseAutoFocus={returnFocus}
        // Escape closes the suggestions first, the drawer only when none are shown.
        onEscapeKeyDown={(event) => {
          if (!combobox.expanded) return;
          event.preventDefault();
          combobox.close();
        }}
      >
        <DrawerHeader>
          <DrawerTitle>Search</DrawerTitle>
        </DrawerHeader>
        <form role="search" onSubmit={submit} className="grid gap-3 px-5 pb-8">
          <Input
            type="search"
            aria-label="Search products"
            placeholder="What are you looking for?"
            enterKeyHint="search"
            autoFocus
            {...combobox.input}
            value={value}
            onChange={(event) => (control ? control.onValueChange(event.target.value) : setDraft(event.target.value))}
          />
          {combobox.list}
          <Button type="submit" variant="accent" size="lg">
            Confirm Search
          </Button>
        </form>
      </DrawerContent>
    </Drawer>
  );
}
