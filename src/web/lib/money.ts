// One formatter for the whole product lives in shared; the web re-exports it so feature code
// imports money helpers from one place next to the other display helpers.
export { formatMoney } from '@shared/money';
