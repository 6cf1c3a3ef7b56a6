import { ImageListField } from '../catalog/image-list-field';

interface SingleImageFieldProps {
  label: string;
  /** The image's path; '' or null when there is none. */
  value: string | null;
  onChange(path: string | null): void;
  error?: string;
}

/** One image (a cover, a banner, an icon), uploaded and removed as the product gallery's are. */
export function SingleImageField({ label, value, onChange, error }: SingleImageFieldProps) {
  return (
    <ImageListField
      label={label}
      value={value ? [value] : []}
      onChange={(paths) => onChange(paths[0] ?? null)}
      error={error}
      max={1}
    />
  );
}
