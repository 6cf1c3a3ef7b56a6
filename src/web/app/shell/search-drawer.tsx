import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Drawer, DrawerContent, DrawerHeader, DrawerTitle, DrawerTrigger } from '@web/components/ui/drawer';
import { Input } from '@web/components/ui/input';
import { useHeaderSearchControl } from '@web/lib/header-search';
import { paths } from '@web/lib/paths';

interface SearchDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Narrow-screen search (SPEC §2): a drawer with the box and a 'Confirm Search' button. */
export function SearchDrawer({ open, onOpenChange }: SearchDrawerProps) {
  const control = useHeaderSearchControl();
  const navigate = useNavigate();
  const [draft, setDraft] = useState('');
  const value = control ? control.value : draft;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (control) control.onSubmit(value);
    else void navigate(paths.search(value));
    onOpenChange(false);
  }

  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Search" className="size-9 md:hidden">
          <Search aria-hidden="true" />
        </Button>
      </DrawerTrigger>
      <DrawerContent aria-describedby={undefined}>
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
            value={value}
            onChange={(event) => (control ? control.onValueChange(event.target.value) : setDraft(event.target.value))}
          />
          <Button type="submit" variant="accent" size="lg">
            Confirm Search
          </Button>
        </form>
      </DrawerContent>
    </Drawer>
  );
}
