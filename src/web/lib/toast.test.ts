import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';

// A fresh copy of lib/toast.ts, whose sonner has not loaded yet (the test setup loads the shared one).
async function freshToasts() {
  vi.resetModules();
  return import('./toast');
}

afterEach(() => vi.restoreAllMocks());

describe('toasts raised before sonner has loaded', () => {
  it('are shown, with the id they were given, once it has', async () => {
    const error = vi.spyOn(toast, 'error');
    const { toastError, loadToasts } = await freshToasts();

    const id = toastError('Network Error');
    expect(error).not.toHaveBeenCalled();
    await loadToasts();
    expect(error).toHaveBeenCalledWith('Network Error', { position: 'top-center', id });
  });

  it('can be dismissed before they appear, and are then never shown', async () => {
    const dismiss = vi.spyOn(toast, 'dismiss');
    const { toastSuccess, dismissToast, loadToasts } = await freshToasts();

    const id = toastSuccess('Item successfully added to cart');
    dismissToast(id);
    await loadToasts();
    expect(dismiss).toHaveBeenCalledWith(id);
    expect(toast.getToasts().some((shown) => shown.id === id)).toBe(false);
  });
});
