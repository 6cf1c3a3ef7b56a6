import { Suspense, useRef, type ComponentType, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { lazyComponent, useOpenedOnce, preloadOnIntent } from '@web/lib/lazy-component';

/** What a drawer loaded on demand receives from its button. */
export interface LazyDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** For the drawer's onCloseAutoFocus: focus goes back to the button that opened it. */
  returnFocus(event: Event): void;
}

interface LazyDrawerButtonProps<P extends LazyDrawerProps> {
  /** The drawer, from `lazyComponent(() => import(...))`: fetched on hover or focus, mounted on first open. */
  drawer: ReturnType<typeof lazyComponent<P>>;
  /** The drawer's own props besides open, onOpenChange and returnFocus. */
  drawerProps: Omit<P, keyof LazyDrawerProps>;
  open: boolean;
  onOpenChange(open: boolean): void;
  label: string;
  icon: ReactNode;
  className?: string;
}

/**
 * An icon button opening a bottom drawer whose code (vaul, Radix Dialog and the drawer's content)
 * stays out of the first load: it is fetched when the button is pointed at, touched or focused,
 * and mounted on the first open. It announces the dialog it opens as Radix's own trigger would.
 */
export function LazyDrawerButton<P extends LazyDrawerProps>({
  drawer,
  drawerProps,
  open,
  onOpenChange,
  label,
  icon,
  className,
}: LazyDrawerButtonProps<P>) {
  const button = useRef<HTMLButtonElement>(null);
  const mounted = useOpenedOnce(open);
  const Drawer = drawer as unknown as ComponentType<LazyDrawerProps>;
  function returnFocus(event: Event) {
    event.preventDefault();
    button.current?.focus();
  }
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        className={className}
        onClick={() => onOpenChange(!open)}
        {...preloadOnIntent(drawer.preload)}
      >
        {icon}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <Drawer {...drawerProps} open={open} onOpenChange={onOpenChange} returnFocus={returnFocus} />
        </Suspense>
      )}
    </>
  );
}
