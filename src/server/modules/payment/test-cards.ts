/**
 * The built-in test checkout's card rules (docs/orders-and-payment.md). The form is checked as
 * Stripe's own card form checks it, with its messages; then the number decides the outcome,
 * with Stripe's test numbers meaning what they mean on Stripe.
 */

export interface CardForm {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardField = keyof CardForm;
export type CardErrors = Partial<Record<CardField, string>>;

export const digitsOf = (text: string) => text.replace(/[\s-]/g, '');

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** `MM / YY`, `MM/YY` or `MMYY`; the card is good through the end of that month (UTC). */
function expiryError(expiry: string, now: Date): string | undefined {
  const match = /^(\d{1,2})\s*\/?\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return "Your card's expiration date is incomplete.";
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return "Your card's expiration date is invalid.";
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < thisMonth) return "Your card's expiration date is in the past.";
  return undefined;
}

export function validateCardForm(form: CardForm, now: Date): CardErrors {
  const errors: CardErrors = {};
  const digits = digitsOf(form.cardNumber);
  if (!/^\d*$/.test(digits)) errors.cardNumber = 'Your card number is invalid.';
  else if (digits.length < 13) errors.cardNumber = 'Your card number is incomplete.';
  else if (digits.length > 19 || !luhnValid(digits)) errors.cardNumber = 'Your card number is invalid.';
  const expiry = expiryError(form.expiry, now);
  if (expiry) errors.expiry = expiry;
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = "Your card's security code is incomplete.";
  if (!form.name.trim()) errors.name = 'Please enter the name on the card.';
  return errors;
}

/** Stripe's test numbers that pay: Visa, Visa debit, Mastercard, American Express. */
const PAYING_CARDS = new Set(['4242424242424242', '4000056655665556', '5555555555554444', '378282246310005']);

/** Stripe's test numbers that fail, with the message Stripe's page shows. */
const FAILING_CARDS: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000009987': 'Your card was declined.', // lost card
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': "Your card's security code is incorrect.",
  '4000000000000119': 'An error occurred while processing your card. Try again in a little bit.',
};

export const NOT_A_TEST_CARD =
  'Your card was declined. This is a test checkout: use a test card such as 4242 4242 4242 4242.';

/**
 * What charging a valid card does. Any other valid number is declined, as Stripe's test mode
 * declines real cards: nobody should be taught to type a real card number here.
 */
export function chargeTestCard(cardNumber: string): { paid: true } | { paid: false; message: string } {
  const digits = digitsOf(cardNumber);
  if (PAYING_CARDS.has(digits)) return { paid: true };
  return { paid: false, message: FAILING_CARDS[digits] ?? NOT_A_TEST_CARD };
}
