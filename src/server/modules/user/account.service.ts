import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/database';
import type { DataExport } from '@shared/schemas/account';
import type { PhotoStorage } from '@server/providers/storage/index';
import type { AccountSecurity } from '@server/modules/auth';
import { storedPhotoKey } from '@server/modules/asset';
import { unauthenticated } from '@server/lib/errors';
import { SIGN_IN_AGAIN } from '@server/lib/auth';
import * as data from './account-data.repository.js';
import { touchReviewsOf } from './user.repository.js';

/** What a closed account's reviews are signed with. */
export const FORMER_CUSTOMER = 'Former customer';

/** The address a closed account keeps instead of its email: unique, undeliverable, names nobody. */
export const tombstoneEmail = (userId: number) => `closed-account-${userId}@closed.invalid`;

export interface AccountDeps {
  db: Db;
  security: AccountSecurity;
  storage: PhotoStorage;
  log: FastifyBaseLogger;
  nowIso(): string;
}

/** Everything the shop keeps about the shopper, as one document; never a hash, never another's data. */
export async function exportData(deps: AccountDeps, userId: number): Promise<DataExport> {
  return deps.db.transaction(async ({ kysely: k }) => {
    const user = await k
      .selectFrom('app_user')
      .select(['user_id', 'email', 'screen_name', 'role', 'created_at', 'closed_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!user || user.closed_at) throw unauthenticated(SIGN_IN_AGAIN);
    const orders = await data.ordersOf(k, userId);
    const orderIds = orders.map((order) => order.order_id);
    const [items, refunds, shipments] = [
      await data.orderItemsOf(k, orderIds),
      await data.refundsOf(k, orderIds),
      await data.shipmentsOf(k, orderIds),
    ];
    const json = (text: string): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        return text;
      }
    };
    return {
      exportedAt: deps.nowIso(),
      profile: {
        userId: user.user_id,
        email: user.email,
        screenName: user.screen_name,
        role: user.role,
        createdAt: user.created_at,
      },
      addresses: await data.addressesOf(k, userId),
      cart: await data.cartOf(k, userId),
      orders: orders.map(({ billing_address_json, shipping_address_json, ...order }) => ({
        ...order,
        billing_address: json(billing_address_json),
        shipping_address: json(shipping_address_json),
        items: items
          .filter((item) => item.order_id === order.order_id)
          .map(({ addons_json, ...item }) => ({ ...item, addons: json(addons_json) })),
        refunds: refunds.filter((refund) => refund.order_id === order.order_id),
        shipments: shipments.filter((shipment) => shipment.order_id === order.order_id),
      })),
      reviews: await data.reviewsOf(k, userId),
      notifications: await data.notificationsOf(k, userId),
      uploadedImages: await data.uploadsOf(k, userId),
    };
  });
}

/**
 * Closes the account at once, the password proven: every sign-in ends, addresses, cart,
 * notifications, pending requests and unused photos are deleted, the reviews are signed
 * "Former customer", and the email becomes a tombstone so the address can register again.
 * Orders (with their invoices and credit notes) stay as they were printed, for the accounts.
 */
export async function closeAccount(deps: AccountDeps, userId: number, password: string): Promise<void> {
  const account = await deps.security.checkPassword(userId, password);
  const removedUploads = await deps.db.transaction(async (tx) => {
    const k = tx.kysely;
    await deps.security.endAllSessionsIn(tx, userId, 'account_closed');
    const uploads = await data.deleteUnusedUploadsOf(k, userId);
    await data.erasePersonalRowsOf(k, userId, account.email);
    await data.closeAccountRow(k, userId, tombstoneEmail(userId), FORMER_CUSTOMER, deps.nowIso());
    // The reviews' remembered answers carry the old screen name: touching them remakes them.
    await touchReviewsOf(k, userId);
    return uploads;
  });
  // Files after commit: a rollback must not lose a photo a review may still take.
  for (const upload of removedUploads) {
    try {
      await deps.storage.remove(upload.status === 'complete' ? storedPhotoKey(upload) : upload.object_key);
    } catch (error) {
      deps.log.warn({ err: error, imageId: upload.image_id }, 'a closed account’s photo could not be removed');
    }
  }
}
