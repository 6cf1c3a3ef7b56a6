// What app/ and other features may use of orders (the checkout page is composed in app/).
export { useCaptureOrder } from './api/capture-order';
export { getOrdersQueryOptions } from './api/get-orders';
export { usePlaceOrder } from './api/pay-order';
// The console uploads product images through the same flow as review photos (docs/uploads.md).
export { uploadPhoto, localUploadProblem } from './lib/upload-photo';
export { paidOrderState } from './lib/paid-order';
