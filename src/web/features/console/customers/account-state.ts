import type { ConsoleCustomer } from '@shared/schemas/console-customers';

/** `active` or `closed`, in the console's status words (StatusBadge). */
export const accountState = (customer: ConsoleCustomer) => (customer.closedAt ? 'closed' : 'active');

/**
 * How the console names an account: its email while it is active. A closed account's email is a
 * placeholder that names nobody, so it reads "Closed account" instead.
 */
export const customerName = (customer: ConsoleCustomer) => (customer.closedAt ? 'Closed account' : customer.email);
