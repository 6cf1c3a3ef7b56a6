import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';

/** A confirm dialog whose action waits until the test settles it. */
function renderConfirm() {
  const settle: { resolve?: () => void; reject?: () => void } = {};
  function Host() {
    const [open, setOpen] = useState(true);
    return (
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Hide this review?"
        description="Shoppers will no longer see it."
        confirmLabel="Hide review"
        onConfirm={() =>
          new Promise<void>((resolve, reject) => {
            settle.resolve = resolve;
            settle.reject = () => reject(new Error('refused'));
          })
        }
      />
    );
  }
  render(<Host />);
  return settle;
}

describe('the console’s confirm dialog', () => {
  it('locks both buttons while the action runs and closes when it succeeds', async () => {
    const user = userEvent.setup();
    const settle = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Hide review' }));
    expect(screen.getByRole('button', { name: 'Hide review' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    settle.resolve?.();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open for another try when the action fails, and Cancel closes it', async () => {
    const user = userEvent.setup();
    const settle = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Hide review' }));
    settle.reject?.();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hide review' })).toBeEnabled());
    expect(screen.getByRole('dialog', { name: 'Hide this review?' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
