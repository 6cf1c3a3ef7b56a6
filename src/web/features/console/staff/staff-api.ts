import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityQuery, InviteStaff, SaveStaffRole } from '@shared/schemas/console-staff';
import {
  changeStaffRole,
  confirmPassword,
  inviteStaff,
  listActivity,
  listRoles,
  listStaff,
  removeStaff,
  saveRole,
} from '@shared/contract/console-staff';
import { PASSWORD_REQUIRED_CODE } from '@shared/password-again';
import { api, type ApiError } from '@web/lib/api-client';
import { useAdminMutation, type ConsoleMutationOptions } from '../kit/console-mutation';
import { consoleKey } from '../kit/console-query';

export const staffQuery = () =>
  queryOptions({
    queryKey: consoleKey('staff'),
    queryFn: ({ signal }) => api.call(listStaff, {}, { signal }),
  });
export const rolesQuery = () =>
  queryOptions({
    queryKey: consoleKey('roles'),
    queryFn: ({ signal }) => api.call(listRoles, {}, { signal }),
  });
export const activityQuery = (query: ActivityQuery) =>
  queryOptions({
    queryKey: consoleKey('activity', query),
    queryFn: ({ signal }) => api.call(listActivity, { query }, { signal }),
  });

export const useStaff = () => useQuery(staffQuery());
export const useRoles = () => useQuery(rolesQuery());
export const useActivity = (query: ActivityQuery) => useQuery(activityQuery(query));

/** A sensitive action refused until the password is proven again (the server's 40301). */
export const needsPassword = (error: unknown) => (error as ApiError | undefined)?.code === PASSWORD_REQUIRED_CODE;
/** Quiet for that refusal: the console asks for the password instead of showing a toast. */
const quietForPassword = { silent: (error: ApiError) => needsPassword(error) };

const invite = (body: InviteStaff) => api.call(inviteStaff, { body }, quietForPassword);
const change = ({ userId, role }: { userId: number; role: string }) =>
  api.call(changeStaffRole, { params: { userId }, body: { role } }, quietForPassword);
const remove = (userId: number) => api.call(removeStaff, { params: { userId } }, quietForPassword);
const save = (body: SaveStaffRole) => api.call(saveRole, { body }, quietForPassword);
const confirm = (password: string) => api.call(confirmPassword, { body: { password } });

const staffChanged = (queryClient: Parameters<Parameters<typeof useAdminMutation>[1]>[0]) =>
  Promise.all([
    queryClient.invalidateQueries(staffQuery()),
    queryClient.invalidateQueries(rolesQuery()),
    queryClient.invalidateQueries({ queryKey: consoleKey('activity') }),
  ]);

export const useInviteStaff = ({ mutationConfig }: ConsoleMutationOptions<typeof invite> = {}) =>
  useAdminMutation(invite, staffChanged, mutationConfig);
export const useChangeStaffRole = ({ mutationConfig }: ConsoleMutationOptions<typeof change> = {}) =>
  useAdminMutation(change, staffChanged, mutationConfig);
export const useRemoveStaff = ({ mutationConfig }: ConsoleMutationOptions<typeof remove> = {}) =>
  useAdminMutation(remove, staffChanged, mutationConfig);
export const useSaveRole = ({ mutationConfig }: ConsoleMutationOptions<typeof save> = {}) =>
  useAdminMutation(save, staffChanged, mutationConfig);
export const useConfirmPassword = ({ mutationConfig }: ConsoleMutationOptions<typeof confirm> = {}) =>
  useAdminMutation(confirm, async () => undefined, mutationConfig);
