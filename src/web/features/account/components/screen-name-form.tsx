import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Profile, UpdateProfile } from '@shared/schemas/auth';
import { updateProfileSchema, SCREEN_NAME_MAX } from '@shared/schemas/auth';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SubmitButton } from '@web/components/ui/submit-button';
import { useSessionStore } from '@web/lib/store';
import { toastSuccess } from '@web/lib/toast';
import { markAtField } from '@web/features/auth';
import { updateProfile } from '../api/update-profile';

/**
 * The screen name the shopper's reviews are signed with. Said on the page where it is shown, so
 * nobody is surprised to see it on a product page. A refusal (the API client toasts it) keeps the
 * name as typed and is shown at the field.
 */
export function ScreenNameForm({ user }: { user: Profile }) {
  const setUser = useSessionStore((state) => state.setUser);
  const form = useForm({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { screenName: user.screenName },
  });
  const { handleSubmit, formState, reset } = form;

  async function onSubmit(change: UpdateProfile) {
    let profile: Profile;
    try {
      profile = await updateProfile(change);
    } catch (error) {
      // Toasted by the API client; kept at the field too, where the name is to be changed.
      markAtField(form, error, () => 'screenName');
      return;
    }
    setUser(profile);
    reset({ screenName: profile.screenName });
    toastSuccess('Screen name saved');
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid max-w-md gap-3">
      <Field
        form={form}
        name="screenName"
        label="Screen name"
        required
        hint={`Shown with your reviews on product pages, instead of your email. Up to ${SCREEN_NAME_MAX} characters.`}
      >
        {(control) => <Input autoComplete="nickname" maxLength={SCREEN_NAME_MAX} {...control} />}
      </Field>
      <div>
        <SubmitButton pending={formState.isSubmitting} variant="outline">
          Save screen name
        </SubmitButton>
      </div>
    </form>
  );
}
