import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  resendWebhookDelivery,
  updateWebhook,
} from '@shared/contract/console-webhooks';
import type { CreateWebhook } from '@shared/schemas/console-webhooks';
import { api } from '@web/lib/api-client';
import { useAdminMutation } from '../kit/console-mutation';
import { consoleKey } from '../kit/console-query';

export const webhooksQuery = () =>
  queryOptions({
    queryKey: consoleKey('webhooks'),
    queryFn: ({ signal }) => api.call(listWebhooks, {}, { signal }),
  });

export const deliveriesQuery = (webhookId: number) =>
  queryOptions({
    queryKey: consoleKey('webhook-deliveries', webhookId),
    queryFn: ({ signal }) => api.call(listWebhookDeliveries, { params: { webhookId }, query: {} }, { signal }),
  });

export const useWebhooks = () => useQuery(webhooksQuery());

/** An endpoint's latest deliveries; read again every few seconds while one is still waiting. */
export const useDeliveries = (webhookId: number) =>
  useQuery({
    ...deliveriesQuery(webhookId),
    refetchInterval: (query) =>
      query.state.data?.list.some((d) => d.status === 'pending' || d.status === 'sending') ? 3_000 : false,
  });

const readWebhooksAgain = (queryClient: Parameters<Parameters<typeof useAdminMutation>[1]>[0]) =>
  queryClient.invalidateQueries({ queryKey: consoleKey('webhooks') });

/** Adds an endpoint; the answer carries its signing secret, shown once. */
export const useCreateWebhook = () =>
  useAdminMutation((body: CreateWebhook) => api.call(createWebhook, { body }), readWebhooksAgain);

/** Pauses an endpoint (`active: false`) or starts it again. */
export const useSetWebhookActive = () =>
  useAdminMutation(
    ({ webhookId, active }: { webhookId: number; active: boolean }) =>
      api.call(updateWebhook, { params: { webhookId }, body: { active } }),
    readWebhooksAgain,
  );

export const useDeleteWebhook = () =>
  useAdminMutation(
    ({ webhookId }: { webhookId: number }) => api.call(deleteWebhook, { params: { webhookId } }),
    readWebhooksAgain,
  );

export const useResendDelivery = () =>
  useAdminMutation(
    ({ deliveryId }: { deliveryId: number; webhookId: number }) =>
      api.call(resendWebhookDelivery, { params: { deliveryId } }),
    (queryClient, { webhookId }) => queryClient.invalidateQueries({ queryKey: deliveriesQuery(webhookId).queryKey }),
  );
