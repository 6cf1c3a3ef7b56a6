/**
 * Every console address, built in one place (as lib/paths.ts does for the shop). A list takes
 * the filters it opens with: `consolePaths.orders({ shipping: 'unshipped' })`.
 */
type Filters = Record<string, string | undefined>;

const withQuery = (path: string, filters?: Filters) => {
  const query = new URLSearchParams(
    Object.entries(filters ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return query ? `${path}?${query}` : path;
};
const segment = (value: string | number) => encodeURIComponent(String(value));

export const ADMIN_ROOT = '/admin';
/**
 * Where an invitee enters the mailed code: under /admin, but open to any signed-in account (the
 * invitee is not staff yet; guards/require-operator.tsx), so the shopper's first load carries
 * nothing of it.
 */
export const STAFF_INVITATION_PATH = `${ADMIN_ROOT}/join`;

export const consolePaths = {
  dashboard: () => ADMIN_ROOT,
  orders: (filters?: Filters) => withQuery(`${ADMIN_ROOT}/orders`, filters),
  order: (orderUuid: string) => `${ADMIN_ROOT}/orders/${segment(orderUuid)}`,
  reviews: (filters?: Filters) => withQuery(`${ADMIN_ROOT}/reviews`, filters),
  customers: (filters?: Filters) => withQuery(`${ADMIN_ROOT}/customers`, filters),
  failedMails: () => `${ADMIN_ROOT}/mails/failed`,
  webhooks: () => `${ADMIN_ROOT}/webhooks`,
  customer: (userId: number) => `${ADMIN_ROOT}/customers/${segment(userId)}`,
  integrations: () => `${ADMIN_ROOT}/integrations`,
  staff: () => `${ADMIN_ROOT}/staff`,
  activity: (filters?: Filters) => withQuery(`${ADMIN_ROOT}/activity`, filters),
  /** For the catalogue pages of catalog/catalog-routes.tsx: `/admin/products` … */
  section: (name: string, filters?: Filters) => withQuery(`${ADMIN_ROOT}/${name}`, filters),
} as const;
