import { updateProfile as updateProfileEndpoint } from '@shared/contract/user';
import type { UpdateProfile } from '@shared/schemas/auth';
import { api } from '@web/lib/api-client';

/** Sets the screen name; answers the profile as the server now has it. */
export function updateProfile(change: UpdateProfile) {
  return api.call(updateProfileEndpoint, { body: change });
}
