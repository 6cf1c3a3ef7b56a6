import type { Order, OrderAddress, OrderDetail, OrderListItem, OrderReview, Shipment } from '@shared/schemas/order';

/** Order API answers shaped like the contract (src/shared/schemas/order.ts), for the order pages' tests. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    orderUuid: '0b7c3f52-7a52-4c36-9d2a-3f7e0f6c1a11',
    orderId: '7K3M9-QX2TB',
    originalAmount: 24290,
    amount: 21861,
    taxAmount: 0,
    taxLines: [],
    pricesIncludeTax: true,
    shippingAmount: 0,
    shippingMethodName: 'Standard',
    deliveryDays: 5,
    currency: 'usd',
    couponCode: 'WELCOME10',
    paymentGateway: 'stripe',
    paymentStatus: 'success',
    refundStatus: 'none',
    createdAt: '2026-03-04T05:06:07.000Z',
    expiresAt: null,
    itemCount: 3,
    ...overrides,
  };
}

/** An order as the list answers it: with its first lines and its shipping state. */
export function orderListItemFixture(overrides: Partial<OrderListItem> = {}): OrderListItem {
  return {
    ...orderFixture(overrides),
    firstItems: [
      { inventoryName: 'Linen Wrap Dress', coverPath: '/media/demo/product/dress-navy-0.svg', qty: 2, cancelledQty: 0 },
      { inventoryName: 'Stoneware Mug', coverPath: '/media/demo/product/mug-0.svg', qty: 1, cancelledQty: 0 },
    ],
    lineCount: 2,
    shippingState: 'not_shipped',
    ...overrides,
  };
}

export function orderAddressFixture(overrides: Partial<OrderAddress> = {}): OrderAddress {
  return {
    fullName: 'Ann Lee',
    phoneNumber: '415 555 0100',
    addressLine1: '11 Market Street',
    addressLine2: 'Suite 400',
    city: 'San Francisco',
    stateOrProvince: 'CA',
    postalCode: '94105',
    countryCode: 'US',
    addressType: 'shipping',
    ...overrides,
  };
}

export function orderDetailFixture(order: Order = orderFixture()): OrderDetail {
  return {
    order,
    refund: null,
    refunds: [],
    refundedAmount: 0,
    shippingAddress: orderAddressFixture(),
    billingAddress: orderAddressFixture({
      fullName: 'Ann Billing',
      addressLine1: '9 Billing Road',
      addressLine2: '',
      city: 'Oakland',
      postalCode: '94607',
      addressType: 'billing',
    }),
    items: [
      {
        orderItemId: 1,
        productId: 10,
        inventoryName: 'Linen Wrap Dress',
        coverPath: '/media/demo/product/x.svg',
        qty: 2,
        unitPrice: 8095,
        price: 16190,
        addon: ['Sage', 'M'],
        addons: [
          { addonType: 'color', name: 'Sage', price: 0 },
          { addonType: 'size', name: 'M', price: 0 },
        ],
        refundedQty: 0,
        cancelledQty: 0,
      },
      {
        orderItemId: 2,
        productId: 20,
        inventoryName: 'Three-Wick Candle',
        coverPath: '/media/demo/product/y.svg',
        qty: 1,
        unitPrice: 5700,
        price: 5700,
        addon: [],
        addons: [],
        refundedQty: 0,
        cancelledQty: 0,
      },
    ],
  };
}

export function shipmentFixture(overrides: Partial<Shipment> = {}): Shipment {
  return {
    shipmentId: 31,
    orderItemId: 1,
    qty: 1,
    carrierName: 'UPS',
    trackingNumber: '1Z999AA10123456784',
    shipmentStatus: 'in_transit',
    trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    ...overrides,
  };
}

/** The shopper's review of an order item, as the order's review list answers it. */
export function orderReviewFixture(overrides: Partial<OrderReview> = {}): OrderReview {
  return {
    reviewId: 501,
    rating: 4.5,
    content: 'Lovely fabric,\nruns a little small.',
    photoPath: 'https://cdn.test/reviews/dress.jpg',
    user: { screenName: 'Ann L.' },
    byShop: false,
    createdAt: '2026-03-10T12:00:00.000Z',
    orderItemId: 1,
    awaitingApproval: false,
    ...overrides,
  };
}
