import type { APIRequestContext, Page } from '@playwright/test';
import { dataOf, getData } from './api';
import { bearer, type Customer } from './customer';

/** The first demo product without add-ons with stock to spare. */
export async function plainProduct(request: APIRequestContext, skip = 0) {
  let seen = 0;
  for (let id = 1; id <= 160; id++) {
    const addons = await getData<{ list: unknown[] }>(request, `/api/product/inventory/${id}/addon`);
    if (addons.list.length > 0) continue;
    const product = await getData<{ inventoryId: number; name: string; stockState: string }>(
      request,
      `/api/product/inventory/${id}`,
    );
    if (product.stockState === 'in_stock' && seen++ === skip) return product;
  }
  throw new Error('The demo catalogue lacks a product without add-ons in stock');
}

/** The chosen colour and size of a product with both, as the cart takes them. */
export interface ChosenOptions {
  colorAddonId: number;
  sizeAddonId: number;
}

/**
 * The first demo product sold in colours and sizes with a combination in stock: its id and
 * name, that combination's add-on ids and their names.
 */
export async function productWithOptions(request: APIRequestContext) {
  for (let id = 1; id <= 160; id++) {
    const { list: variants } = await getData<{
      list: { colorAddonId: number | null; sizeAddonId: number | null; available: boolean }[];
    }>(request, `/api/product/inventory/${id}/variants`);
    const inStock = variants.find((v) => v.available && v.colorAddonId !== null && v.sizeAddonId !== null);
    if (!inStock) continue;
    const { list: addons } = await getData<{ list: { addonId: number; name: string }[] }>(
      request,
      `/api/product/inventory/${id}/addon`,
    );
    const nameOf = (addonId: number | null) => addons.find((a) => a.addonId === addonId)!.name;
    const { name } = await getData<{ name: string }>(request, `/api/product/inventory/${id}`);
    return {
      inventoryId: id,
      name,
      options: { colorAddonId: inStock.colorAddonId!, sizeAddonId: inStock.sizeAddonId! } satisfies ChosenOptions,
      colorName: nameOf(inStock.colorAddonId),
      sizeName: nameOf(inStock.sizeAddonId),
    };
  }
  throw new Error('The demo catalogue lacks a product with a colour and size in stock');
}

/** A shipping and a billing address, made once per customer. */
const addressIds = new Map<string, { shippingAddressId: number; billingAddressId: number }>();
export async function addressesOf(request: APIRequestContext, customer: Customer) {
  const known = addressIds.get(customer.email);
  if (known) return known;
  const add = async (addressType: 'shipping' | 'billing') =>
    (
      await dataOf<{ addressId: number }>(
        await request.post('/api/user/address/creation', {
          headers: bearer(customer),
          data: {
            addressType,
            fullName: 'Zofia Łukasiewicz',
            phoneNumber: '4155550123',
            addressLine1: '500 Howard Street',
            addressLine2: '',
            city: 'San Francisco',
            stateOrProvince: 'CA',
            postalCode: '94105',
          },
        }),
      )
    ).addressId;
  const ids = { shippingAddressId: await add('shipping'), billingAddressId: await add('billing') };
  addressIds.set(customer.email, ids);
  return ids;
}

/**
 * Orders one product (one unit, or `qty` of them, in the chosen `options`) through the API and
 * pays it on the test checkout page in the browser; `onCheckoutPage` runs on that page before the
 * card is filled in.
 */
export async function buyAndPay(
  page: Page,
  request: APIRequestContext,
  baseUrl: string,
  customer: Customer,
  product: number | { productId: number; qty: number; options?: ChosenOptions },
  onCheckoutPage?: (page: Page) => Promise<void>,
) {
  const { productId, qty, options } = typeof product === 'number' ? { productId: product, qty: 1 } : product;
  await dataOf(
    await request.post('/api/shopping-cart/item', {
      headers: bearer(customer),
      data: { inventoryId: productId, qty, ...options },
    }),
  );
  const { orderId } = await dataOf<{ orderId: string }>(
    await request.post('/api/shopping-cart/order', {
      headers: bearer(customer),
      data: { couponCode: '', ...(await addressesOf(request, customer)) },
    }),
  );
  const { checkoutUrl } = await dataOf<{ checkoutUrl: string }>(
    await request.post(`/api/shopping-cart/order/${orderId}/checkout`, {
      headers: bearer(customer),
      data: {
        paymentGateway: 'stripe',
        successUrl: `${baseUrl}/order?status=success&orderId=${orderId}`,
        cancelUrl: `${baseUrl}/user/order`,
      },
    }),
  );
  await page.goto(checkoutUrl);
  await onCheckoutPage?.(page);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 40');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Zofia Łukasiewicz');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.waitForURL(/\/user\/order$/);
  return orderId;
}
