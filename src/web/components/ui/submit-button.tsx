import { LoaderCircleIcon } from '@web/components/icons/loader-circle-icon';
import { Button, type ButtonProps } from './button';

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'disabled'> {
  /** The form's request is running: the button is locked (no double submit) and says why. */
  pending: boolean;
  disabled?: boolean;
}

/** A form's submit button: locked with a spinner while `pending` (pass `formState.isSubmitting`). */
export function SubmitButton({ pending, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending && <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />}
      {children}
    </Button>
  );
}
