import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toastDone } from '../kit/toast-done';
import { shopSettingsQuery, useSaveSettings } from './reviews-api';

/**
 * The shop's setting "hold new reviews for approval", saved as soon as it is switched: a review
 * written while it is on stays off its product page until an operator approves it.
 */
export function HoldReviewsSwitch() {
  const settings = useQuery(shopSettingsQuery);
  const save = useSaveSettings({
    mutationConfig: {
      onSuccess: (saved) =>
        toastDone(saved.holdNewReviews ? 'New reviews now wait for your approval' : 'New reviews now show at once'),
    },
  });
  const hintId = useId();
  // While the save runs the box shows what was asked; a refusal puts it back (the API's toast says why).
  const checked = (save.isPending ? save.variables?.holdNewReviews : settings.data?.holdNewReviews) ?? false;
  return (
    <div className="mb-4 flex items-start gap-3 rounded-xl border border-line bg-white/60 p-3">
      <input
        id={`${hintId}-input`}
        type="checkbox"
        className="mt-1 size-4 accent-ink"
        checked={checked}
        disabled={!settings.data || save.isPending}
        aria-describedby={hintId}
        onChange={(event) => save.mutate({ holdNewReviews: event.target.checked })}
      />
      <div className="grid gap-0.5">
        <label htmlFor={`${hintId}-input`} className="text-sm font-medium text-ink">
          Hold new reviews for approval
        </label>
        <p id={hintId} className="text-xs text-muted">
          On: a new review shows on its product page only once you approve it (filter “Awaiting approval”). Off: reviews
          show as soon as they are written.
        </p>
      </div>
    </div>
  );
}
