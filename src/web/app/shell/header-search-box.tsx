import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '@web/components/icons/search-icon';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { useHeaderSearchControl } from '@web/lib/header-search';
import { paths } from '@web/lib/paths';
import { useSearchCombobox } from './use-search-combobox';

/**
 * The wide-screen search box, suggesting as the shopper types (use-search-combobox). Free (its own draft, Enter navigates to the search page) unless a
 * page has taken it over with useControlHeaderSearch.
 */
export function HeaderSearchBox({ className }: { className?: string }) {
  const control = useHeaderSearchControl();
  const navigate = useNavigate();
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const value = control ? control.value : draft;
  const combobox = useSearchCombobox(value, { listClassName: 'absolute inset-x-0 top-full z-50 mt-2' });

  // autoFocus only acts on mount, and the box mounts before the page registers its control.
  useEffect(() => {
    if (control?.autoFocus) inputRef.current?.focus();
  }, [control?.autoFocus]);

  function submit(event: FormEvent) {
    event.preventDefault();
    combobox.close();
    if (control) control.onSubmit(value);
    else void navigate(paths.search(value));
  }

  return (
    <form role="search" onSubmit={submit} className={cn('relative', className)}>
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
      />
      <Input
        ref={inputRef}
        {...combobox.input}
        type="search"
        aria-label="Search products"
        placeholder="Search products"
        enterKeyHint="search"
        value={value}
        onChange={(event) => (control ? control.onValueChange(event.target.value) : setDraft(event.target.value))}
        className="h-10 pl-10"
      />
      {combobox.list}
    </form>
  );
}
