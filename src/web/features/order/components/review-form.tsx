import { useId, useState, type FormEvent } from 'react';
import { createReviewSchema, REVIEW_CONTENT_MAX } from '@shared/schemas/order';
import { Button } from '@web/components/ui/button';
import { DialogClose, DialogFooter } from '@web/components/ui/dialog';
import { SubmitButton } from '@web/components/ui/submit-button';
import { Textarea } from '@web/components/ui/textarea';
import { toastSuccess, toastWarning } from '@web/lib/toast';
import { useCreateReview } from '../api/create-review';
import { usePhotoUpload } from '../hooks/use-photo-upload';
import { PhotoUploadControl } from './photo-upload';
import { RatingInput } from './rating-input';
import { AWAITING_APPROVAL } from './review-view-dialog';

interface ReviewFormProps {
  orderUuid: string;
  orderItemId: number;
  onDone(): void;
}

/**
 * Not the Field kit: this form reports problems as warning toasts, not inline errors. The photo
 * uploads as soon as it is chosen; sending waits until it is done. While the shop holds new
 * reviews for approval, a toast tells the author so once it is sent.
 */
export function ReviewForm({ orderUuid, orderItemId, onDone }: ReviewFormProps) {
  const ratingLabelId = useId();
  const contentId = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [content, setContent] = useState('');
  const upload = usePhotoUpload();
  const create = useCreateReview();
  const { photo } = upload;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) return toastWarning('Please finish rating first');
    if (!content.trim()) return toastWarning('Please enter your review');
    const review = createReviewSchema.safeParse({
      rating,
      content,
      photoPath: photo?.status === 'done' ? photo.url : undefined,
    });
    if (!review.success) return toastWarning(review.error.issues[0]?.message ?? 'Please check your review');
    try {
      const written = await create.mutateAsync({ orderUuid, orderItemId, ...review.data });
      if (written.awaitingApproval) toastSuccess(AWAITING_APPROVAL);
      onDone();
    } catch {
      // The API client has toasted the reason; the form stays as typed.
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-5">
      <div className="grid gap-1.5">
        <span id={ratingLabelId} className="text-sm font-medium text-ink">
          Rating
        </span>
        <RatingInput value={rating} onChange={setRating} labelledBy={ratingLabelId} />
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={contentId} className="text-sm font-medium text-ink">
          Review
        </label>
        <Textarea
          id={contentId}
          rows={5}
          maxLength={REVIEW_CONTENT_MAX}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          placeholder="What did you like, what could be better?"
        />
      </div>
      <div className="grid gap-1.5">
        <span className="text-sm font-medium text-ink">
          Photo <span className="font-normal text-muted">(optional)</span>
        </span>
        <PhotoUploadControl upload={upload} />
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <SubmitButton pending={create.isPending} disabled={photo?.status === 'uploading'}>
          Submit
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
