import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/**
 * On the search page the header search box is autofocused, prefilled from the keyword and
 * its value and submit belong to the page. Elsewhere the box is free and navigates on its own.
 */
export interface HeaderSearchControl {
  value: string;
  onValueChange(value: string): void;
  onSubmit(value: string): void;
  autoFocus?: boolean;
}

interface HeaderSearchContextValue {
  control: HeaderSearchControl | null;
  setControl(control: HeaderSearchControl | null): void;
}

const HeaderSearchContext = createContext<HeaderSearchContextValue | null>(null);

export function HeaderSearchProvider({ children }: { children: ReactNode }) {
  const [control, setControl] = useState<HeaderSearchControl | null>(null);
  const value = useMemo(() => ({ control, setControl }), [control]);
  return <HeaderSearchContext.Provider value={value}>{children}</HeaderSearchContext.Provider>;
}

/** The shell's side: the page's control while one is registered, otherwise null. */
export function useHeaderSearchControl(): HeaderSearchControl | null {
  return useContext(HeaderSearchContext)?.control ?? null;
}

/**
 * The page's side: while the calling component is mounted, the header search box (and the mobile
 * search drawer) show `value`, report edits to `onValueChange` and submit through `onSubmit`.
 */
export function useControlHeaderSearch(control: HeaderSearchControl): void {
  const setControl = useContext(HeaderSearchContext)?.setControl;
  const latest = useRef(control);
  useLayoutEffect(() => {
    latest.current = control;
  });
  const { value, autoFocus } = control;
  useEffect(() => {
    setControl?.({
      value,
      autoFocus,
      // Indirection so a page passing fresh closures each render does not re-register every time.
      onValueChange: (next) => latest.current.onValueChange(next),
      onSubmit: (next) => latest.current.onSubmit(next),
    });
  }, [setControl, value, autoFocus]);
  useEffect(() => () => setControl?.(null), [setControl]);
}
