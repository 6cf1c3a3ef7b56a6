import { formatMoney } from '@shared/money';
import { html, type SafeHtml } from '../../lib/html.js';
import type { TestCheckoutDetails } from '../../providers/payment/index.js';
import type { CardErrors, CardField, CardForm } from './test-cards.js';

/**
 * The test checkout's pages, server-rendered: no script (the shop's CSP allows none inline),
 * one inline stylesheet (allowed), every text escaped by `html`. Laid out like Stripe's hosted
 * page: the order on the left (on top on a phone), the card form on the right.
 */

const STYLE = html`<style>
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  body {
    margin: 0;
    font:
      16px/1.5 system-ui,
      -apple-system,
      'Segoe UI',
      Roboto,
      Helvetica,
      Arial,
      sans-serif;
    color: #1a1f36;
    background: #fff;
  }
  .test-mode {
    margin: 0;
    padding: 8px 16px;
    background: #ffde92;
    color: #5a3e00;
    font-size: 14px;
    font-weight: 600;
    text-align: center;
  }
  .checkout {
    display: grid;
    grid-template-columns: 1fr;
    max-width: 1080px;
    margin: 0 auto;
  }
  .summary {
    padding: 24px 20px;
    background: #f7f8fa;
    border-bottom: 1px solid #e3e8ee;
  }
  .pay {
    padding: 24px 20px 40px;
  }
  @media (min-width: 900px) {
    body {
      background: linear-gradient(90deg, #f7f8fa 50%, #fff 50%);
    }
    .checkout {
      grid-template-columns: 1fr 1fr;
      min-height: calc(100vh - 38px);
    }
    .summary {
      padding: 56px 64px 56px 32px;
      border-bottom: 0;
      border-right: 1px solid #e3e8ee;
    }
    .pay {
      padding: 56px 32px 56px 64px;
    }
  }
  .back {
    display: inline-block;
    color: #4f566b;
    text-decoration: none;
    font-weight: 600;
    margin-bottom: 24px;
  }
  .back:hover,
  .back:focus {
    color: #1a1f36;
    text-decoration: underline;
  }
  .summary h1 {
    margin: 0 0 24px;
    font-size: 16px;
    font-weight: 500;
    color: #697386;
  }
  .summary h1 .total {
    display: block;
    margin-top: 4px;
    font-size: 36px;
    font-weight: 700;
    color: #1a1f36;
    letter-spacing: -0.5px;
  }
  .lines {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .line {
    display: grid;
    grid-template-columns: 48px 1fr auto;
    gap: 12px;
    align-items: start;
    padding: 12px 0;
  }
  .line img,
  .line .thumb {
    width: 48px;
    height: 48px;
    border-radius: 6px;
    object-fit: cover;
    background: #e3e8ee;
    border: 1px solid #e3e8ee;
  }
  .line .name {
    margin: 0;
    font-weight: 600;
    word-break: break-word;
  }
  .line .qty {
    margin: 0;
    font-size: 14px;
    color: #697386;
  }
  .line .amount {
    font-weight: 600;
    white-space: nowrap;
  }
  .totals {
    margin: 16px 0 0;
    padding: 0;
    border-top: 1px solid #e3e8ee;
  }
  .totals div {
    display: flex;
    justify-content: space-between;
    gap: 16px;
    padding: 10px 0;
  }
  .totals dt,
  .totals dd {
    margin: 0;
  }
  .totals .discount dd {
    color: #0e7a4a;
  }
  .totals .due {
    border-top: 1px solid #e3e8ee;
    font-weight: 700;
  }
  .pay h2 {
    margin: 0 0 20px;
    font-size: 20px;
  }
  .email {
    margin: 0 0 20px;
    font-size: 14px;
    color: #697386;
  }
  .email strong {
    display: block;
    color: #1a1f36;
    font-weight: 500;
    font-size: 16px;
    word-break: break-all;
  }
  .field {
    margin: 0 0 16px;
  }
  .row {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 12px;
  }
  label {
    display: block;
    margin-bottom: 6px;
    font-size: 14px;
    font-weight: 600;
    color: #3c4257;
  }
  input {
    width: 100%;
    padding: 10px 12px;
    font: inherit;
    color: inherit;
    border: 1px solid #cfd7df;
    border-radius: 6px;
    background: #fff;
    box-shadow: 0 1px 1px rgba(0, 0, 0, 0.04);
  }
  input:focus {
    outline: 2px solid #635bff;
    outline-offset: 0;
    border-color: #635bff;
  }
  input[aria-invalid='true'] {
    border-color: #df1b41;
  }
  .error {
    margin: 6px 0 0;
    font-size: 14px;
    color: #df1b41;
  }
  .alert {
    margin: 0 0 16px;
    padding: 12px 14px;
    border-radius: 6px;
    background: #fff1f3;
    border: 1px solid #f8b4c0;
    color: #a4112e;
    font-weight: 600;
  }
  button {
    width: 100%;
    margin-top: 8px;
    padding: 13px 16px;
    font: inherit;
    font-weight: 600;
    color: #fff;
    background: #635bff;
    border: 0;
    border-radius: 6px;
    cursor: pointer;
  }
  button:hover {
    background: #5145e6;
  }
  button:focus-visible {
    outline: 3px solid #a5a0ff;
    outline-offset: 2px;
  }
  .cancel {
    display: block;
    margin-top: 16px;
    text-align: center;
    color: #635bff;
    font-weight: 600;
  }
  .cards {
    margin: 24px 0 0;
    padding: 12px 14px;
    font-size: 13px;
    color: #4f566b;
    background: #f7f8fa;
    border-radius: 6px;
  }
  .cards ul {
    margin: 4px 0 0;
    padding-left: 18px;
  }
  .notice {
    max-width: 480px;
    margin: 64px auto;
    padding: 0 20px;
    text-align: center;
  }
  .notice h1 {
    font-size: 24px;
  }
  .notice a {
    color: #635bff;
    font-weight: 600;
  }
</style>`;

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
        <p class="test-mode" role="note">Test mode — no real money moves</p>
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
