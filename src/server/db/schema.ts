import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AccountRole } from '@shared/schemas/auth';
import type { PaymentRecordStatus, PaymentStatus, RefundRecordStatus, RefundStatus } from '@shared/order-states';

/** A column with a default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/**
 * Row types of every table. Both dialects store the same values: flags as 0/1 integers,
 * timestamps as ISO-8601 UTC text (sortable as text), money as integer minor units,
 * lists as JSON text.
 */
export interface CategoryTable {
  category_id: Generated<number>;
  parent_id: number | null;
  display_name: string;
  description: string;
  cover_path: string | null;
  sort_order: number;
}

export interface ProductTable {
  inventory_id: Generated<number>;
  name: string;
  cover_path: string;
  price: number;
  original_price: number | null;
  gallery_json: string;
  detail_gallery_json: string;
  features_json: string;
  prod_desc_md: string;
  rating_display: number;
  review_count: number;
  root_category_id: number;
  sub_category_id: number;
  require_size_addon: number;
  require_color_addon: number;
  require_accessory_addon: number;
  require_ship_addon: number;
  delivery_days: number;
  popularity: number;
  is_active: number;
  created_at: string;
  updated_at: string;
  /** Normalised search text (see catalog/search-text.ts), indexed by FTS5 or a tsvector. */
  search_name: Defaulted<string>;
  search_body: Defaulted<string>;
  /** Grams per unit, for weight-banded shipping; null: not weighed (migration 029). */
  weight_grams: Defaulted<number | null>;
  tax_class: Defaulted<'standard' | 'reduced' | 'zero'>;
  /** The merchant's own key, given by an import (migration 032); unique where set. */
  external_id: string | null;
  /** The SKU of a product sold without colour or size combinations (migration 032). */
  sku: string | null;
}

export interface BadgeTable {
  badge_id: Generated<number>;
  text: string;
  bg_color: string;
  text_color: string;
}

export interface ProductBadgeTable {
  inventory_id: number;
  badge_id: number;
  position: number;
}

export interface AddonTable {
  addon_id: Generated<number>;
  inventory_id: number;
  addon_type: 'color' | 'size' | 'ship' | 'accessory';
  name: string;
  plus_price: number;
  delivery_days: number | null;
  position: number;
  is_active: number;
}

export interface NavItemTable {
  item_id: Generated<number>;
  parent_id: number | null;
  name: string;
  type: string;
  extern_id: string | null;
  link: string | null;
  cover_path: string | null;
  position: number;
}

export interface BannerTable {
  banner_id: Generated<number>;
  cover_path: string;
  first_title: string;
  second_title: string;
  first_button_text: string;
  first_button_link: string;
  second_button_text: string;
  second_button_link: string;
  position: number;
}

export interface HomeSectionTable {
  section_id: Generated<number>;
  section_type: string;
  metadata_json: string;
  position: number;
}

export interface SectionProductTable {
  section_id: number;
  inventory_id: number;
  position: number;
}

export interface AppUserTable {
  user_id: Generated<number>;
  email: string;
  password_hash: string | null;
  screen_name: string;
  /** What the account may do: every sign-up is a customer; operators are made by hand. */
  role: Defaulted<AccountRole>;
  created_at: string;
  /** When the shopper closed the account (migration 028); its email is then a tombstone. */
  closed_at: Defaulted<string | null>;
}

/** The roles are part of the API contract (the profile says which one the user has). */
export type { AccountRole };

/** A sign-up awaiting its emailed code; one per email, so a resend replaces the older one. */
export interface SignUpRequestTable {
  request_id: Generated<number>;
  email: string;
  /** sha256 of the opaque sign-up token. */
  token_hash: string;
  /** HMAC of the six-digit code under a key derived from the server secret. */
  code_hash: string;
  attempts: Defaulted<number>;
  expires_at: string;
  created_at: string;
}

/** One sign-in: its refresh tokens rotate within it until it expires (absolute) or is revoked. */
export interface RefreshFamilyTable {
  family_id: Generated<number>;
  user_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  revoke_reason: string | null;
  /** When the password was last proven within this sign-in (migration 033); null: only at sign-in. */
  confirmed_at: Defaulted<string | null>;
}

export interface RefreshTokenTable {
  /** sha256 of the opaque refresh token. */
  token_hash: string;
  family_id: number;
  created_at: string;
  /** Set when the token is rotated; presenting it again is reuse. */
  used_at: string | null;
}

/** A forgotten-password request (migration 028); user_id null when the address has no active account. */
export interface PasswordResetRequestTable {
  request_id: Generated<number>;
  user_id: number | null;
  /** The address asked for (trimmed, lower-cased), known or not. */
  email: string;
  /** sha256 of the opaque reset token. */
  token_hash: string;
  /** HMAC of the six-digit code, bound to the token's hash. */
  code_hash: string;
  attempts: Defaulted<number>;
  expires_at: string;
  created_at: string;
}

/** A password reset an operator started (migration 038): a one-time link, mailed to the customer. */
export interface PasswordResetLinkTable {
  link_id: Generated<number>;
  user_id: number;
  /** sha256 of the link's random token; the token itself is only in the mail. */
  token_hash: string;
  /** Who sent it: `operator:{userId}` or `api-key:{id}`. */
  sent_by: string;
  created_at: string;
  expires_at: string;
}

/** An operator's internal note on a customer (migration 038); never shown to the customer. */
export interface CustomerNoteTable {
  note_id: Generated<number>;
  user_id: number;
  note: string;
  /** Who wrote it: `operator:{userId}` or `api-key:{id}`. */
  actor: string;
  created_at: string;
}

/** A signed-in shopper's pending change of email (migration 028); one per account. */
export interface EmailChangeRequestTable {
  request_id: Generated<number>;
  user_id: number;
  new_email: string;
  /** Random, binds the code's HMAC to this request. */
  nonce: string;
  code_hash: string;
  attempts: Defaulted<number>;
  expires_at: string;
  created_at: string;
}

/** A key another system calls the operator API with (migration 030); only the secret's sha256 is kept. */
export interface ApiKeyTable {
  api_key_id: Generated<number>;
  name: string;
  /** Space-separated scopes (src/shared/scopes.ts). */
  scopes: string;
  /** `nwk_live_` and the secret's first characters: what the console shows to tell keys apart. */
  prefix: string;
  /** sha256 (hex) of the whole secret. */
  secret_hash: string;
  /** The operator who made it; null once that account is gone. */
  created_by: number | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** Fixed-window counters shared by every instance (when Redis is not configured). */
export interface RateLimitTable {
  bucket_key: string;
  count: number;
  reset_at: string;
}

export interface ReviewTable {
  review_id: Generated<number>;
  inventory_id: number;
  user_id: number;
  order_item_id: number | null;
  rating: number;
  content: string;
  photo_path: string | null;
  created_at: string;
  /** Set when an operator hides the review: it leaves the product page and its rating. */
  hidden_at: string | null;
  /** 1 while it awaits the operator's approval (then hidden too); migration 021. */
  held: Defaulted<number>;
}

/** Bumped on every catalogue write, so public answers can carry a cheap ETag. */
export interface CatalogVersionTable {
  id: number;
  version: number;
}

/** Which product each catalogue version changed (migration 034): null for the whole catalogue, 0 for none the catalogue index holds. */
export interface CatalogChangeTable {
  version: number | null;
  inventory_id: number | null;
}

/**
 * Bumped by trigger on every write to what shows one product only (its reviews; its stock
 * next), so only that product's answers are remade. No row yet means version 0.
 */
export interface ProductVersionTable {
  inventory_id: number;
  version: number;
}

export interface CartItemTable {
  cart_item_id: Generated<number>;
  user_id: number;
  inventory_id: number;
  color_addon_id: number | null;
  size_addon_id: number | null;
  ship_addon_id: number | null;
  accessory_addon_id: number | null;
  addon_key: string;
  /** The colour and size combination (migration 025); null for a product without combinations. */
  variant_id: number | null;
  qty: number;
  created_at: string;
  updated_at: string;
}

export interface CouponTable {
  coupon_id: Generated<number>;
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  min_spend: number;
  starts_at: string | null;
  ends_at: string | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  is_active: number;
  created_at: string;
}

export interface CouponRedemptionTable {
  redemption_id: Generated<number>;
  coupon_id: number;
  user_id: number;
  order_ref: string;
  created_at: string;
}

export interface AddressTable {
  address_id: Generated<number>;
  user_id: number;
  address_type: 'shipping' | 'billing';
  full_name: string;
  phone_number: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state_or_province: string;
  postal_code: string;
  country_code: string;
  is_default: number;
  created_at: string;
}

/** The built-in test checkout's sessions (migration 010); Stripe keeps its own. */
export interface TestCheckoutSessionTable {
  session_id: string;
  idempotency_key: string;
  order_ref: string;
  /** `[{name, unitAmount, quantity, imageUrl?}]`, amounts in cents. */
  lines_json: string;
  discount_amount: number;
  discount_label: string | null;
  amount_total: number;
  currency: string;
  customer_email: string;
  success_url: string;
  cancel_url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_refunded: Defaulted<number>;
  expires_at: string;
  created_at: string;
  completed_at: string | null;
}

export interface TestCheckoutRefundTable {
  refund_id: string;
  idempotency_key: string;
  session_id: string;
  amount: number;
  status: 'succeeded' | 'pending' | 'failed';
  created_at: string;
}

/** Provider webhook events seen, by id, so each is handled once (migration 010). */
export interface PaymentEventTable {
  event_id: string;
  event_type: string;
  status: 'processing' | 'processed';
  started_at: string;
  processed_at: string | null;
}

/** Units that can still be bought (migration 011); a product without a row is sold out. */
export interface ProductStockTable {
  inventory_id: number;
  stock: number;
}

/** Reserved plus redeemed uses of a coupon, so its total limit holds under concurrency. */
export interface CouponUsageTable {
  coupon_id: number;
  uses: number;
}

/** An order: a snapshot of what was bought, at what price, delivered where (migration 011). */
export interface CustomerOrderTable {
  order_id: Generated<number>;
  /** The public id in account URLs. */
  order_uuid: string;
  /** The number people see, `XXXXX-XXXXX` (Crockford base32). */
  order_number: string;
  user_id: number;
  /** Where the confirmation goes, as it was when the order was placed. */
  customer_email: string;
  /** The order's state; its moves are `ORDER_TRANSITIONS` (shared/order-states.ts). */
  payment_status: PaymentStatus;
  /** Derived from the order's `refund` rows, rewritten in every transaction that changes one (refund-status.ts). */
  refund_status: Defaulted<RefundStatus>;
  original_amount: number;
  discount_amount: number;
  amount: number;
  tax_amount: Defaulted<number>;
  currency: Defaulted<string>;
  coupon_id: number | null;
  coupon_code: string | null;
  /** The addresses copied in full (JSON of the shared OrderAddress). */
  billing_address_json: string;
  shipping_address_json: string;
  /** Hash of the lines, prices, addresses and coupon: the same confirmation answers the same order. */
  cart_fingerprint: string;
  checkout_session_id: string | null;
  checkout_attempt: Defaulted<number>;
  checkout_url: string | null;
  expires_at: string;
  paid_at: string | null;
  /** Claimed before the confirmation mail is sent, cleared again if sending fails. */
  confirmation_sent_at: string | null;
  created_at: string;
  updated_at: string;
  /** Counts the order's refund attempts at the provider; each attempt's idempotency key includes it. */
  refund_attempt: Defaulted<number>;
  /** Given in the transaction that marks the order paid (migration 014), never changed: 1, 2, 3… without gaps. */
  invoice_number: number | null;
  invoiced_at: string | null;
  /** The delivery as chosen, kept as it was (migration 029); null name and days: placed before. */
  shipping_amount: Defaulted<number>;
  shipping_method_id: number | null;
  shipping_method_name: string | null;
  delivery_days: number | null;
  /** 1: the amounts include the tax; 0: the tax was added to them. */
  prices_include_tax: Defaulted<number>;
}

/** One attempt to take an order's money: a checkout session at the provider. */
export interface PaymentTable {
  payment_id: Generated<number>;
  order_id: number;
  provider: 'stripe' | 'test';
  session_id: string;
  amount: number;
  currency: string;
  status: PaymentRecordStatus;
  created_at: string;
  updated_at: string;
  captured_at: string | null;
}

/**
 * One refund of an order: the shopper's request of what is left, an operator's
 * refund by lines or by amount, or a cancellation of unshipped items.
 */
export interface RefundTable {
  refund_id: Generated<number>;
  order_id: number;
  /** The payment it gives money back from; null for an order that took none (paid 0). */
  payment_id: number | null;
  kind: 'request' | 'lines' | 'amount' | 'cancellation';
  amount: number;
  reason: string;
  remark: string | null;
  status: RefundRecordStatus;
  /** 1: the refunded units go back to stock (once, `restocked_at`). */
  restock: number;
  /** The current attempt's key at the provider; a retry after a crash sends it again. */
  idempotency_key: string | null;
  provider_refund_id: string | null;
  /** Actors: `customer:ID`, `operator:ID`. */
  requested_by: string;
  decided_by: string | null;
  created_at: string;
  decided_at: string | null;
  completed_at: string | null;
  restocked_at: string | null;
  updated_at: string;
  /** Given in the transaction that completes the refund, never changed: 1, 2, 3… without gaps. */
  credit_note_number: number | null;
  credit_noted_at: string | null;
  /** The tax and the shipping given back within `amount` (migration 029). */
  tax_amount: Defaulted<number>;
  shipping_amount: Defaulted<number>;
}

/** A zone of countries and US states that shipping methods serve (migration 029). */
export interface ShippingZoneTable {
  zone_id: Generated<number>;
  name: string;
  created_at: string;
  updated_at: string;
}

/** A country ('' state) or one US state of a zone; unique across zones. */
export interface ShippingZoneRegionTable {
  region_id: Generated<number>;
  zone_id: number;
  country_code: string;
  state_code: Defaulted<string>;
}

export interface ShippingMethodTable {
  method_id: Generated<number>;
  zone_id: number;
  name: string;
  price: number;
  free_from: number | null;
  delivery_days: number;
  active: Defaulted<number>;
  tax_free: Defaulted<number>;
  /** JSON `[{upToGrams, price}]`, lightest first. */
  weight_bands_json: Defaulted<string>;
  created_at: string;
  updated_at: string;
}

/** A tax rate of a country ('' state) or a US state for one tax class, in thousandths of a percent. */
export interface TaxRateTable {
  tax_rate_id: Generated<number>;
  name: string;
  country_code: string;
  state_code: Defaulted<string>;
  tax_class: 'standard' | 'reduced' | 'zero';
  rate_milli: number;
  created_at: string;
  updated_at: string;
}

/** One tax line of an order: one per rate for the items, one for the shipping. */
export interface OrderTaxLineTable {
  tax_line_id: Generated<number>;
  order_id: number;
  kind: 'items' | 'shipping';
  /** The class whose items it taxes; null for the shipping's line. */
  tax_class: 'standard' | 'reduced' | 'zero' | null;
  name: string;
  rate_milli: number;
  base: number;
  amount: number;
}

/** The tax a refund gave back, per rate of its order. */
export interface RefundTaxLineTable {
  tax_line_id: Generated<number>;
  refund_id: number;
  name: string;
  rate_milli: number;
  base: number;
  amount: number;
}

/** One row: the last credit note number given. */
export interface CreditNoteCounterTable {
  counter_id: number;
  last: number;
}

/** The units of each order line a refund covers, and their share of its amount. */
export interface RefundItemTable {
  refund_id: number;
  order_item_id: number;
  qty: number;
  amount: number;
  /** Units put back in stock (0 or qty). */
  restocked: Defaulted<number>;
}

/** One row: the last invoice number given (migration 014). */
export interface InvoiceCounterTable {
  counter_id: number;
  last: number;
}

/** A drawn document (an invoice PDF), kept once drawn (migration 017); never changed. */
export interface KeptDocumentTable {
  /** `invoice:<order_id>:<digest of what it shows>`. */
  document_key: string;
  body: Buffer;
  created_at: string;
}

export interface ShipmentTable {
  shipment_id: Generated<number>;
  order_id: number;
  carrier_name: string;
  tracking_number: string;
  shipment_status: 'shipped' | 'in_transit' | 'out_for_delivery' | 'delivered' | 'exception';
  created_at: string;
  updated_at: string;
}

/** A review photo: `pending` once a signed upload was handed out, `complete` (with a url) once checked. */
export interface UploadedImageTable {
  image_id: string;
  user_id: number;
  object_key: string;
  file_name: string;
  status: 'pending' | 'complete';
  url: string | null;
  content_type: string | null;
  size: number | null;
  created_at: string;
  completed_at: string | null;
  /** 1 once a review or the catalogue shows the photo (migration 018): it is then kept for good. */
  used: Defaulted<number>;
}

/** Which order items a shipment carries; an item ships once. */
/** Units of one order line in one parcel (migration 036). */
export interface ShipmentItemTable {
  order_item_id: number;
  shipment_id: number;
  qty: number;
}

export interface OrderItemTable {
  order_item_id: Generated<number>;
  order_id: number;
  /** The cart line it came from, so exactly that line is taken out of the cart when paid. */
  cart_item_id: number | null;
  inventory_id: number;
  inventory_name: string;
  cover_path: string;
  /** Product price plus add-ons, per unit, in cents. */
  unit_price: number;
  qty: number;
  line_total: number;
  /** `[{addonType, name, price}]`. */
  addons_json: string;
  /** The colour and size combination sold (migration 025); null for a product without combinations. */
  variant_id: number | null;
  /** The product's tax class when sold (migration 029). */
  tax_class: Defaulted<'standard' | 'reduced' | 'zero'>;
}

/** Every change of an order's state, by whom ('customer:ID', 'system', 'operator:ID'). */
export interface OrderEventTable {
  event_id: Generated<number>;
  order_id: number;
  type: string;
  actor: string;
  detail_json: Defaulted<string>;
  created_at: string;
}

/** A named set of scopes staff members hold (migration 033). */
export interface StaffRoleTable {
  role_key: string;
  name: string;
  scopes_json: Defaulted<string>;
  /** The largest refund (cents) one member of the role may make; null: no cap. */
  refund_limit: number | null;
  built_in: Defaulted<number>;
  created_at: string;
}

/** An account that works in the console, and with which role (migration 033). */
export interface StaffMemberTable {
  user_id: number;
  role_key: string;
  status: 'active' | 'removed';
  invited_by: number | null;
  created_at: string;
  updated_at: string;
}

/** An invitation to the staff, mailed with a six-digit code (migration 033). */
export interface StaffInvitationTable {
  invitation_id: Generated<number>;
  email: string;
  role_key: string;
  code_hash: string;
  attempts: Defaulted<number>;
  invited_by: number;
  expires_at: string;
  accepted_at: string | null;
  accepted_by: number | null;
  created_at: string;
}

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** A mail to deliver, written with its cause (migration 022, docs/notifications.md). */
export interface MailOutboxTable {
  mail_id: Generated<number>;
  message_id: string;
  kind: string;
  order_id: number | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  log_hint: string | null;
  sensitive: Defaulted<number>;
  status: MailStatus;
  attempts: Defaulted<number>;
  next_attempt_at: string;
  lease_until: string | null;
  lease_owner: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export type WebhookDeliveryStatus = 'pending' | 'sending' | 'delivered' | 'failed';

/** A receiver of webhooks (migration 031, docs/webhooks.md). */
export interface WebhookEndpointTable {
  webhook_id: Generated<number>;
  url: string;
  events_json: string;
  secret: string;
  description: Defaulted<string>;
  active: Defaulted<number>;
  paused_at: string | null;
  paused_reason: 'failing' | 'operator' | null;
  failing_since: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
}

/** Something that happened, written in the transaction that caused it (migration 031). */
export interface WebhookEventTable {
  event_id: Generated<number>;
  event_key: string;
  type: string;
  ordering_key: string | null;
  payload_json: string;
  created_at: string;
}

/** One event to one endpoint: the webhook outbox (migration 031). */
export interface WebhookDeliveryTable {
  delivery_id: Generated<number>;
  event_id: number;
  webhook_id: number;
  ordering_key: string | null;
  status: WebhookDeliveryStatus;
  attempts: Defaulted<number>;
  next_attempt_at: string;
  give_up_at: string;
  lease_until: string | null;
  lease_owner: string | null;
  response_code: number | null;
  duration_ms: number | null;
  response_excerpt: string | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
}

/** What a shopper is told in the bell (migration 022). */
export interface NotificationTable {
  notification_id: Generated<number>;
  user_id: number;
  type: string;
  title: string;
  body: string;
  link: string;
  /** A shipment's carrier page, when the carrier is one the shop knows. */
  tracking_url: string | null;
  created_at: string;
  read_at: string | null;
}

/** A change of a product's count made by hand (migration 015): by whom, why, and what it left. */
export interface StockMovementTable {
  movement_id: Generated<number>;
  inventory_id: number;
  delta: number;
  stock_after: number;
  /** The combination counted (migration 025); null for the product's own count. */
  variant_id: number | null;
  reason: string;
  actor: string;
  created_at: string;
}

/**
 * One combination of a product's colour and size add-ons with its own SKU, stock and picture
 * (migration 025, docs/catalog.md "Variants"). Retired (`is_active` 0) when its add-on is; a retired
 * combination counts 0 (its units leave with a stock movement, migration 027).
 */
export interface ProductVariantTable {
  variant_id: Generated<number>;
  inventory_id: number;
  color_addon_id: number | null;
  size_addon_id: number | null;
  sku: string;
  stock: number;
  picture: string | null;
  is_active: number;
}

/** One operator write to the catalogue, menu, home page or coupons (migration 015). */
export interface AdminAuditTable {
  audit_id: Generated<number>;
  actor: string;
  entity: string;
  entity_id: number | null;
  action: string;
  detail_json: Defaulted<string>;
  created_at: string;
  /** The scope area the write belongs to (migration 033: the activity log). */
  area: Defaulted<string | null>;
  /** What was written, as a person reads it: `order 9f2c…`, `product 12`. */
  subject: Defaulted<string | null>;
  /** The changed fields before and after the write, as JSON objects; null where there was none. */
  before_json: Defaulted<string | null>;
  after_json: Defaulted<string | null>;
}

/** The shipping, returns, privacy and contact pages, as the operator wrote them (migration 021). */
export interface ShopPageTable {
  slug: string;
  title: string;
  body_html: string;
  updated_at: string;
}

/** A synonym group searches use, as the operator wrote it: "tee, t-shirt, tshirt" (migration 035). */
/** The shop's identity as saved in the console (migration 037); no row: the environment's values. */
export interface ShopIdentityTable {
  id: number;
  name: string;
  tagline: string;
  /** Lines separated by a newline. */
  address: string;
  sender_name: string;
  sender_email: string;
  logo_path: string | null;
  updated_at: string;
}

export interface SearchSynonymTable {
  position: number;
  entries: string;
}

/** The shop's switches set in the console, one row each (migration 021). */
export interface ShopSettingTable {
  key: string;
  value: string;
}

/** One import of a product file, run by the import worker (migration 032). */
export interface ImportJobTable {
  import_id: string;
  kind: string;
  actor: string;
  photo_owner_id: number | null;
  status: 'queued' | 'running' | 'done' | 'failed';
  dry_run: Defaulted<number>;
  create_categories: Defaulted<number>;
  file_path: string;
  pictures_path: string | null;
  rows: Defaulted<number>;
  done: Defaulted<number>;
  created: Defaulted<number>;
  updated: Defaulted<number>;
  unchanged: Defaulted<number>;
  lease_owner: string | null;
  lease_until: string | null;
  error: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** A refused row of an import: its line in the file and why (migration 032). */
export interface ImportRefusalTable {
  import_id: string;
  line: number;
  reason: string;
}

export interface Database {
  category: CategoryTable;
  inventory: ProductTable;
  badge: BadgeTable;
  inventory_badge: ProductBadgeTable;
  addon: AddonTable;
  nav_item: NavItemTable;
  banner: BannerTable;
  home_section: HomeSectionTable;
  section_inventory: SectionProductTable;
  app_user: AppUserTable;
  review: ReviewTable;
  catalog_version: CatalogVersionTable;
  catalog_change: CatalogChangeTable;
  product_version: ProductVersionTable;
  cart_item: CartItemTable;
  coupon: CouponTable;
  coupon_redemption: CouponRedemptionTable;
  address: AddressTable;
  sign_up_request: SignUpRequestTable;
  refresh_family: RefreshFamilyTable;
  refresh_token: RefreshTokenTable;
  password_reset_request: PasswordResetRequestTable;
  email_change_request: EmailChangeRequestTable;
  rate_limit: RateLimitTable;
  test_checkout_session: TestCheckoutSessionTable;
  test_checkout_refund: TestCheckoutRefundTable;
  payment_event: PaymentEventTable;
  inventory_stock: ProductStockTable;
  coupon_usage: CouponUsageTable;
  customer_order: CustomerOrderTable;
  order_item: OrderItemTable;
  order_event: OrderEventTable;
  shipment: ShipmentTable;
  shipment_item: ShipmentItemTable;
  uploaded_image: UploadedImageTable;
  import_job: ImportJobTable;
  import_refusal: ImportRefusalTable;
  invoice_counter: InvoiceCounterTable;
  payment: PaymentTable;
  refund: RefundTable;
  refund_item: RefundItemTable;
  credit_note_counter: CreditNoteCounterTable;
  kept_document: KeptDocumentTable;
  stock_movement: StockMovementTable;
  product_variant: ProductVariantTable;
  admin_audit: AdminAuditTable;
  staff_role: StaffRoleTable;
  staff_member: StaffMemberTable;
  staff_invitation: StaffInvitationTable;
  api_key: ApiKeyTable;
  shop_page: ShopPageTable;
  shop_setting: ShopSettingTable;
  search_synonym: SearchSynonymTable;
  customer_note: CustomerNoteTable;
  password_reset_link: PasswordResetLinkTable;
  shop_identity: ShopIdentityTable;
  mail_outbox: MailOutboxTable;
  notification: NotificationTable;
  shipping_zone: ShippingZoneTable;
  shipping_zone_region: ShippingZoneRegionTable;
  shipping_method: ShippingMethodTable;
  tax_rate: TaxRateTable;
  order_tax_line: OrderTaxLineTable;
  refund_tax_line: RefundTaxLineTable;
  webhook_endpoint: WebhookEndpointTable;
  webhook_event: WebhookEventTable;
  webhook_delivery: WebhookDeliveryTable;
}

/* Row types per table (as in the Kysely example): what a select answers, what an insert takes, what an update may set. */
export type CategoryRow = Selectable<CategoryTable>;
export type NewCategoryRow = Insertable<CategoryTable>;
export type CategoryRowUpdate = Updateable<CategoryTable>;
export type ProductRow = Selectable<ProductTable>;
export type NewProductRow = Insertable<ProductTable>;
export type ProductRowUpdate = Updateable<ProductTable>;
export type BadgeRow = Selectable<BadgeTable>;
export type NewBadgeRow = Insertable<BadgeTable>;
export type BadgeRowUpdate = Updateable<BadgeTable>;
export type ProductBadgeRow = Selectable<ProductBadgeTable>;
export type NewProductBadgeRow = Insertable<ProductBadgeTable>;
export type ProductBadgeRowUpdate = Updateable<ProductBadgeTable>;
export type AddonRow = Selectable<AddonTable>;
export type NewAddonRow = Insertable<AddonTable>;
export type AddonRowUpdate = Updateable<AddonTable>;
export type NavItemRow = Selectable<NavItemTable>;
export type NewNavItemRow = Insertable<NavItemTable>;
export type NavItemRowUpdate = Updateable<NavItemTable>;
export type BannerRow = Selectable<BannerTable>;
export type NewBannerRow = Insertable<BannerTable>;
export type BannerRowUpdate = Updateable<BannerTable>;
export type HomeSectionRow = Selectable<HomeSectionTable>;
export type NewHomeSectionRow = Insertable<HomeSectionTable>;
export type HomeSectionRowUpdate = Updateable<HomeSectionTable>;
export type SectionProductRow = Selectable<SectionProductTable>;
export type NewSectionProductRow = Insertable<SectionProductTable>;
export type SectionProductRowUpdate = Updateable<SectionProductTable>;
export type AppUserRow = Selectable<AppUserTable>;
export type NewAppUserRow = Insertable<AppUserTable>;
export type AppUserRowUpdate = Updateable<AppUserTable>;
export type ReviewRow = Selectable<ReviewTable>;
export type NewReviewRow = Insertable<ReviewTable>;
export type ReviewRowUpdate = Updateable<ReviewTable>;
export type CatalogVersionRow = Selectable<CatalogVersionTable>;
export type NewCatalogVersionRow = Insertable<CatalogVersionTable>;
export type CatalogVersionRowUpdate = Updateable<CatalogVersionTable>;
export type ProductVersionRow = Selectable<ProductVersionTable>;
export type NewProductVersionRow = Insertable<ProductVersionTable>;
export type ProductVersionRowUpdate = Updateable<ProductVersionTable>;
export type CartItemRow = Selectable<CartItemTable>;
export type NewCartItemRow = Insertable<CartItemTable>;
export type CartItemRowUpdate = Updateable<CartItemTable>;
export type CouponRow = Selectable<CouponTable>;
export type NewCouponRow = Insertable<CouponTable>;
export type CouponRowUpdate = Updateable<CouponTable>;
export type CouponRedemptionRow = Selectable<CouponRedemptionTable>;
export type NewCouponRedemptionRow = Insertable<CouponRedemptionTable>;
export type CouponRedemptionRowUpdate = Updateable<CouponRedemptionTable>;
export type AddressRow = Selectable<AddressTable>;
export type NewAddressRow = Insertable<AddressTable>;
export type AddressRowUpdate = Updateable<AddressTable>;
export type SignUpRequestRow = Selectable<SignUpRequestTable>;
export type NewSignUpRequestRow = Insertable<SignUpRequestTable>;
export type SignUpRequestRowUpdate = Updateable<SignUpRequestTable>;
export type RefreshFamilyRow = Selectable<RefreshFamilyTable>;
export type NewRefreshFamilyRow = Insertable<RefreshFamilyTable>;
export type RefreshFamilyRowUpdate = Updateable<RefreshFamilyTable>;
export type RefreshTokenRow = Selectable<RefreshTokenTable>;
export type NewRefreshTokenRow = Insertable<RefreshTokenTable>;
export type RefreshTokenRowUpdate = Updateable<RefreshTokenTable>;
export type RateLimitRow = Selectable<RateLimitTable>;
export type NewRateLimitRow = Insertable<RateLimitTable>;
export type RateLimitRowUpdate = Updateable<RateLimitTable>;
export type TestCheckoutSessionRow = Selectable<TestCheckoutSessionTable>;
export type NewTestCheckoutSessionRow = Insertable<TestCheckoutSessionTable>;
export type TestCheckoutRefundRow = Selectable<TestCheckoutRefundTable>;
export type PaymentEventRow = Selectable<PaymentEventTable>;
export type CustomerOrderRow = Selectable<CustomerOrderTable>;
export type NewCustomerOrderRow = Insertable<CustomerOrderTable>;
export type CustomerOrderRowUpdate = Updateable<CustomerOrderTable>;
export type OrderItemRow = Selectable<OrderItemTable>;
export type NewOrderItemRow = Insertable<OrderItemTable>;
export type OrderEventRow = Selectable<OrderEventTable>;
export type NewOrderEventRow = Insertable<OrderEventTable>;
export type InvoiceCounterRow = Selectable<InvoiceCounterTable>;
export type WebhookEndpointRow = Selectable<WebhookEndpointTable>;
export type WebhookEventRow = Selectable<WebhookEventTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveryTable>;
export type MailOutboxRow = Selectable<MailOutboxTable>;
export type NewMailOutboxRow = Insertable<MailOutboxTable>;
export type NotificationRow = Selectable<NotificationTable>;
export type NewNotificationRow = Insertable<NotificationTable>;
export type PaymentRow = Selectable<PaymentTable>;
export type RefundRow = Selectable<RefundTable>;
export type NewRefundRow = Insertable<RefundTable>;
export type RefundItemRow = Selectable<RefundItemTable>;
export type ShippingZoneRow = Selectable<ShippingZoneTable>;
export type ShippingZoneRegionRow = Selectable<ShippingZoneRegionTable>;
export type ShippingMethodRow = Selectable<ShippingMethodTable>;
export type TaxRateRow = Selectable<TaxRateTable>;
export type OrderTaxLineRow = Selectable<OrderTaxLineTable>;
export type RefundTaxLineRow = Selectable<RefundTaxLineTable>;
