import { useRef, useState } from 'react';
import { ImagePlus, LoaderCircle, X } from 'lucide-react';
import { localUploadProblem, uploadPhoto } from '@web/features/order';
import { Button } from '@web/components/ui/button';
import { toastError } from '@web/lib/toast';

interface ImageListFieldProps {
  label: string;
  value: string[];
  onChange(paths: string[]): void;
  error?: string;
  max: number;
}

/**
 * A list of images: each shown with a remove button, and new ones uploaded through the shop's
 * upload flow (signed upload, checked and re-encoded), whose URL is what the product keeps. The
 * first gallery image is the product's cover.
 */
export function ImageListField({ label, value, onChange, error, max }: ImageListFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    const problem = localUploadProblem(file);
    if (problem) return void toastError(problem);
    setUploading(true);
    try {
      const url = await uploadPhoto(file, new AbortController().signal);
      onChange([...value, url]);
    } catch {
      // The API client has shown why.
    } finally {
      setUploading(false);
    }
  };

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
      <ul className="flex flex-wrap gap-2">
        {value.map((path, index) => (
          <li key={`${path}-${index}`} className="relative">
            <img
              src={path}
              alt={`${label} ${index + 1}`}
              className="size-20 rounded-lg border border-line object-cover"
            />
            <button
              type="button"
              onClick={() => onChange(value.filter((_, i) => i !== index))}
              className="absolute -top-2 -right-2 grid size-6 cursor-pointer place-items-center rounded-full border border-line bg-white text-ink hover:bg-surface"
              aria-label={`Remove ${label.toLowerCase()} ${index + 1}`}
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
        {value.length < max && (
          <li>
            <Button
              variant="outline"
              className="size-20 rounded-lg"
              disabled={uploading}
              onClick={() => input.current?.click()}
              aria-label={`Upload ${label.toLowerCase()}`}
            >
              {uploading ? <LoaderCircle className="animate-spin" /> : <ImagePlus />}
            </Button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="hidden"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      {error && <p className="text-xs font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}
