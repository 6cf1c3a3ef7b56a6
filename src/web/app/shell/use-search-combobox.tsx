import { Suspense, lazy, useId, useRef, useState, type KeyboardEvent } from 'react';

// The list and its keyboard (fetching, pictures, prices) are code every page's first load would
// carry: they are fetched on the first focus or keystroke in a search box instead. Only the
// input's ARIA state lives here.
const SearchSuggestions = lazy(() => import('./search-suggestions').then((m) => ({ default: m.SearchSuggestions })));

/** What the loaded list lends the box: its key handling and closing. */
export interface ComboboxHandlers {
  keyDown?(event: KeyboardEvent<HTMLInputElement>): void;
  close?(): void;
}

/** The box's ARIA state, as the list reports it. */
export interface ComboboxState {
  expanded: boolean;
  activeId?: string;
}

interface ComboboxOptions {
  /** After an option is opened (the phone's drawer closes). */
  onPicked?(): void;
  /** Where the listbox sits: under the header's box it floats, in the drawer it flows. */
  listClassName?: string;
}

/**
 * A search box as an ARIA 1.2 combobox (search-suggestions.tsx): typing shows suggestions,
 * arrows move through them, Enter opens the active one (with none active the form submits: the
 * search page), Escape closes. Returns the input's props and the listbox to render under it.
 */
export function useSearchCombobox(value: string, { onPicked, listClassName }: ComboboxOptions = {}) {
  const listboxId = useId();
  const [wanted, setWanted] = useState(false);
  // Counts keystrokes: each one (re)opens the list.
  const [typed, setTyped] = useState(0);
  const [state, setState] = useState<ComboboxState>({ expanded: false });
  const handlers = useRef<ComboboxHandlers>({});
  const close = () => handlers.current.close?.();

  const input = {
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': state.expanded,
    'aria-controls': listboxId,
    'aria-activedescendant': state.activeId,
    autoComplete: 'off',
    // Focus only fetches the code: a box focused with text in it (the search page's) stays
    // closed until the shopper types or presses an arrow.
    onFocus: () => setWanted(true),
    onInput: () => {
      setWanted(true);
      setTyped((n) => n + 1);
    },
    onBlur: close,
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => handlers.current.keyDown?.(event),
  } as const;

  const list = wanted && (
    <Suspense fallback={null}>
      <SearchSuggestions
        query={value}
        typed={typed}
        listboxId={listboxId}
        handlersRef={handlers}
        onState={setState}
        onPicked={onPicked}
        className={listClassName}
      />
    </Suspense>
  );
  return { input, list, close, expanded: state.expanded };
}
