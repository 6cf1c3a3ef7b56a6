import { formatMoney } from '@shared/money';
import { html, type SafeHtml } from '@server/lib/html';
import type { TestCheckoutDetails } from '@server/providers/payment/index';
import type { CardErrors, CardField, CardForm } from './test-cards.js';
import { STYLE } from './test-checkout.style.js';

/**
 * The test checkout's pages, server-rendered: no script (the shop's CSP allows none inline),
 * one inline stylesheet (allowed), every text escaped by `html`. Laid out like Stripe's hosted
 * page: the order on the left (on top on a phone), the card form on the right.
 */

function page(title: string, body: SafeHtml): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        ${STYLE}
      </head>
      <body>
        <header><p class="test-mode" role="note">Test mode — no real money moves</p></header>
        ${body}
      </body>
    </html>`.value;
}

/** Only the shop's own pictures: the CSP allows images from this origin and nowhere else. */
const isOwnImage = (url: string | undefined): url is string => !!url && url.startsWith('/') && !url.startsWith('//');

function summary(session: TestCheckoutDetails, shopName: string): SafeHtml {
  const subtotal = session.lines.reduce((sum, l) => sum + l.unitAmount * l.quantity, 0);
  return html`<section class="summary" aria-labelledby="summary-title">
    <a class="back" href="${session.cancelUrl}">← ${shopName}</a>
    <h1 id="summary-title">Pay ${shopName} <span class="total">${formatMoney(session.amountTotal)}</span></h1>
    <ul class="lines" aria-label="Order">
      ${session.lines.map(
        (line) =>
          html`<li class="line">
            ${
              isOwnImage(line.imageUrl)
                ? html`<img src="${line.imageUrl}" alt="" width="48" height="48" />`
                : html`<span class="thumb" aria-hidden="true"></span>`
            }
            <div>
              <p class="name">${line.name}</p>
              <p class="qty">
                Qty ${line.quantity}${line.quantity > 1 ? html` · ${formatMoney(line.unitAmount)} each` : ''}
              </p>
            </div>
            <span class="amount">${formatMoney(line.unitAmount * line.quantity)}</span>
          </li>`,
      )}
    </ul>
    <dl class="totals">
      <div>
        <dt>Subtotal</dt>
        <dd>${formatMoney(subtotal)}</dd>
      </div>
      ${
        session.discountAmount > 0 &&
        html`<div class="discount">
          <dt>Discount${session.discountLabel ? html` (${session.discountLabel})` : ''}</dt>
          <dd>−${formatMoney(session.discountAmount)}</dd>
        </div>`
      }
      <div class="due">
        <dt>Total due</dt>
        <dd>${formatMoney(session.amountTotal)}</dd>
      </div>
    </dl>
  </section>`;
}

const FIELDS: { field: CardField; label: string; autocomplete: string; placeholder: string; numeric: boolean }[] = [
  {
    field: 'cardNumber',
    label: 'Card number',
    autocomplete: 'cc-number',
    placeholder: '1234 1234 1234 1234',
    numeric: true,
  },
  { field: 'expiry', label: 'Expiry (MM / YY)', autocomplete: 'cc-exp', placeholder: 'MM / YY', numeric: true },
  { field: 'cvc', label: 'CVC', autocomplete: 'cc-csc', placeholder: 'CVC', numeric: true },
  { field: 'name', label: 'Name on card', autocomplete: 'cc-name', placeholder: 'Full name on card', numeric: false },
];

function input(spec: (typeof FIELDS)[number], form: CardForm, errors: CardErrors): SafeHtml {
  const error = errors[spec.field];
  const id = `field-${spec.field}`;
  return html`<div class="field">
    <label for="${id}">${spec.label}</label>
    <input
      id="${id}"
      name="${spec.field}"
      type="text"
      value="${form[spec.field]}"
      autocomplete="${spec.autocomplete}"
      placeholder="${spec.placeholder}"
      ${spec.numeric ? html` inputmode="numeric"` : ''}
      aria-invalid="${error ? 'true' : 'false'}"
      ${error ? html` aria-describedby="${id}-error"` : ''}
    />
    ${error && html`<p class="error" id="${id}-error">${error}</p>`}
  </div>`;
}

export interface CheckoutFormState {
  form: CardForm;
  errors: CardErrors;
  /** A declined card's message, shown above the fields. */
  decline?: string;
}

export const EMPTY_FORM: CheckoutFormState = { form: { cardNumber: '', expiry: '', cvc: '', name: '' }, errors: {} };

export function checkoutPage(session: TestCheckoutDetails, shopName: string, state: CheckoutFormState): string {
  const [cardNumber, expiry, cvc, name] = FIELDS.map((spec) => input(spec, state.form, state.errors));
  return page(
    `Pay ${shopName} — test checkout`,
    html`<main class="checkout">
      ${summary(session, shopName)}
      <section class="pay" aria-labelledby="pay-title">
        <h2 id="pay-title">Pay with card</h2>
        <p class="email">Email <strong>${session.customerEmail}</strong></p>
        <form method="post" action="/pay/${session.id}" novalidate>
          ${state.decline && html`<p class="alert" role="alert">${state.decline}</p>`} ${cardNumber}
          <div class="row">${expiry}${cvc}</div>
          ${name}
          <button type="submit">Pay ${formatMoney(session.amountTotal)}</button>
        </form>
        <a class="cancel" href="${session.cancelUrl}">Cancel and return to ${shopName}</a>
        <div class="cards">
          <strong>Test cards</strong> (any future expiry, any CVC):
          <ul>
            <li>4242 4242 4242 4242 pays</li>
            <li>4000 0000 0000 0002 is declined</li>
            <li>4000 0000 0000 9995 has insufficient funds</li>
          </ul>
        </div>
      </section>
    </main>`,
  );
}

/** A page that only says where the session stands, with one way on. */
export function noticePage(
  shopName: string,
  notice: { title: string; text: string; link: { href: string; label: string } },
): string {
  return page(
    `${notice.title} — ${shopName}`,
    html`<main class="notice">
      <h1>${notice.title}</h1>
      <p>${notice.text}</p>
      <p><a href="${notice.link.href}">${notice.link.label}</a></p>
    </main>`,
  );
}
