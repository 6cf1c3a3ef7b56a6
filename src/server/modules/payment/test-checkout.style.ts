import { html } from '@server/lib/html';

/** The test checkout's one stylesheet, inline (the CSP allows inline styles, not scripts). */
export const STYLE = html`<style>
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
    color: #4f566b;
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
    color: #4f566b;
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
    color: #4f566b;
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
