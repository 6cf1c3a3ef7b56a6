import type { ComponentProps } from 'react';
import { Drawer as DrawerPrimitive } from 'vaul';
import { DRAWER } from '@shared/constants';
import { cn } from '@web/lib/cn';

/** vaul's bottom sheet with DRAWER's close threshold (vaul's default animation is its 0.5 s). */
export function Drawer({
  closeThreshold = DRAWER.closeThreshold,
  ...props
}: ComponentProps<typeof DrawerPrimitive.Root>) {
  return <DrawerPrimitive.Root closeThreshold={closeThreshold} {...props} />;
}

export function DrawerContent({ className, children, ...props }: ComponentProps<typeof DrawerPrimitive.Content>) {
  return (
    <DrawerPrimitive.Portal>
      <DrawerPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/40" />
      <DrawerPrimitive.Content
        className={cn(
          'fixed inset-x-0 bottom-0 z-50 flex flex-col rounded-t-3xl bg-canvas pb-[env(safe-area-inset-bottom)] outline-none',
          className,
        )}
        style={{ maxHeight: DRAWER.maxHeight }}
        {...props}
      >
        <div aria-hidden="true" className="mx-auto mt-3 mb-1 h-1.5 w-12 shrink-0 rounded-full bg-line" />
        {children}
      </DrawerPrimitive.Content>
    </DrawerPrimitive.Portal>
  );
}

export function DrawerHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-1 px-5 pt-2 pb-3', className)} {...props} />;
}

export function DrawerTitle({ className, ...props }: ComponentProps<typeof DrawerPrimitive.Title>) {
  return <DrawerPrimitive.Title className={cn('font-display text-xl text-ink', className)} {...props} />;
}
