/* The money split is shared with shipping and tax (a coupon's share of each line): lib/money-split.ts. */
export { shareByLargestRemainder, linePaidValues, unitsValue } from '@server/lib/money-split';
