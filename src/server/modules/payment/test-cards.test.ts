import { describe, expect, it } from 'vitest';
import { chargeTestCard, luhnValid, validateCardForm } from './test-cards.js';

const now = new Date(Date.UTC(2030, 5, 15)); // June 2030
const good = { cardNumber: '4242424242424242', expiry: '06/30', cvc: '123', name: 'Ada' };

describe('test checkout card rules', () => {
  it('checks numbers with Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it('takes a card through the end of its expiry month, in any usual spelling', () => {
    for (const expiry of ['06/30', '06 / 30', '0630', '6/30'])
      expect(validateCardForm({ ...good, expiry }, now)).toEqual({});
    expect(validateCardForm({ ...good, expiry: '05/30' }, now)).toEqual({
      expiry: "Your card's expiration date is in the past.",
    });
    expect(validateCardForm({ ...good, expiry: '00/31' }, now).expiry).toBe("Your card's expiration date is invalid.");
    expect(validateCardForm({ ...good, expiry: '6/3' }, now).expiry).toBe("Your card's expiration date is incomplete.");
  });

  it('wants a 3 or 4 digit CVC and a name', () => {
    expect(validateCardForm({ ...good, cvc: '1234' }, now)).toEqual({});
    expect(validateCardForm({ ...good, cvc: '12345', name: '  ' }, now)).toEqual({
      cvc: "Your card's security code is incomplete.",
      name: 'Please enter the name on the card.',
    });
    expect(validateCardForm({ ...good, cardNumber: '4242 abcd' }, now).cardNumber).toBe('Your card number is invalid.');
  });

  it('pays only with test cards', () => {
    expect(chargeTestCard('4242-4242-4242-4242')).toEqual({ paid: true });
    expect(chargeTestCard('4000 0000 0000 0002')).toEqual({ paid: false, message: 'Your card was declined.' });
    expect(chargeTestCard('4000000000009995')).toEqual({ paid: false, message: 'Your card has insufficient funds.' });
    expect(chargeTestCard('4111111111111111').paid).toBe(false);
  });
});
