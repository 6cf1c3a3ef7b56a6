import { useId } from 'react';
import { CircleAlert, ImagePlus, LoaderCircle, X } from 'lucide-react';
import { cn } from '@web/lib/cn';
import type { PhotoUpload as Photo, usePhotoUpload } from '../hooks/use-photo-upload';
import { uploadFailureText } from '../lib/upload-photo';

type UploadControl = ReturnType<typeof usePhotoUpload>;

const TILE = 'relative size-30 shrink-0 rounded-xl';

/** A 'Click to upload' tile (images only, one file), then the chosen photo's 120×120 preview. */
export function PhotoUploadControl({ upload }: { upload: UploadControl }) {
  const { photo, choose, remove } = upload;
  if (photo) return <PhotoTile photo={photo} onRemove={remove} />;
  return (
    <label
      className={cn(
        TILE,
        'flex cursor-pointer flex-col items-center justify-center gap-1.5 border border-dashed border-line bg-white/60 text-sm text-muted transition-colors hover:border-ink hover:text-ink',
        'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent',
      )}
    >
      <ImagePlus aria-hidden="true" className="size-6" strokeWidth={1.5} />
      Click to upload
      <input
        type="file"
        accept="image/*"
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again (after removing it) still fires a change.
          event.target.value = '';
          if (file) choose(file);
        }}
      />
    </label>
  );
}

function PhotoTile({ photo, onRemove }: { photo: Photo; onRemove(): void }) {
  const failed = photo.status === 'error';
  return (
    <div className="flex items-start">
      <div
        data-status={photo.status}
        className={cn(TILE, 'border bg-surface', failed ? 'border-red-600 ring-2 ring-red-600/30' : 'border-line')}
      >
        <img
          src={photo.previewUrl}
          alt={`Preview of ${photo.name}`}
          width={120}
          height={120}
          className={cn('size-full rounded-xl object-cover', failed && 'opacity-60')}
        />
        {photo.status === 'uploading' && (
          <div role="status" className="absolute inset-0 grid place-items-center rounded-xl bg-white/60">
            <LoaderCircle aria-hidden="true" className="size-7 animate-spin text-ink" />
            <span className="sr-only">Uploading photo</span>
          </div>
        )}
        {photo.status === 'error' && <UploadError message={uploadFailureText(photo)} />}
        <button
          type="button"
          aria-label="Remove photo"
          onClick={onRemove}
          className="absolute -top-2 -right-2 grid size-7 cursor-pointer place-items-center rounded-full border border-line bg-canvas text-ink shadow-sm hover:bg-surface focus-visible:outline-2 focus-visible:outline-accent"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}

/** The failed mark; its tooltip (on hover or focus, so also on a tap) says why. */
function UploadError({ message }: { message: string }) {
  const tooltipId = useId();
  return (
    <span className="group absolute inset-0 grid place-items-center">
      <span
        tabIndex={0}
        aria-describedby={tooltipId}
        className="grid size-9 place-items-center rounded-full bg-red-600 text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
      >
        <CircleAlert aria-hidden="true" className="size-5" />
        <span className="sr-only">Upload failed</span>
      </span>
      <span
        id={tooltipId}
        role="tooltip"
        className="pointer-events-none absolute top-1/2 left-full z-10 ml-3 w-max max-w-44 -translate-y-1/2 rounded-lg bg-ink px-2.5 py-1.5 text-xs leading-snug break-words text-canvas opacity-0 shadow-lg transition-opacity group-focus-within:opacity-100 group-hover:opacity-100"
      >
        {message}
      </span>
    </span>
  );
}
