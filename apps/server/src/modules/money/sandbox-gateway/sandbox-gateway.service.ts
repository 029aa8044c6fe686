import { randomUUID } from 'node:crypto';
import { escapeHtml } from '../../../lib/escape-html.js';
import {
  decodePaymentToken,
  signedCallbackHeaders,
  type GatewayEvent,
  type PaymentOrder,
} from './sandbox-protocol.js';

/**
 * The sandbox payment gateway itself, standing in for an outside provider: it shows a payment page
 * for a signed payment token and, when the "payer" decides, calls the merchant back with a signed
 * event. It knows the merchant only through the protocol (token, callback URL, secret).
 */
export function openPayment(secret: string, token: string, now = new Date()): PaymentOrder | null {
  return decodePaymentToken(secret, token, Math.floor(now.getTime() / 1000));
}

export interface SignedRequest {
  body: string;
  headers: Record<string, string>;
}

export function buildCallback(
  secret: string,
  order: PaymentOrder,
  paid: boolean,
  now = new Date(),
): SignedRequest {
  const event: GatewayEvent = {
    eventId: `evt_${randomUUID().replaceAll('-', '')}`,
    reference: order.reference,
    amount: order.amount,
    status: paid ? 'succeeded' : 'failed',
    ...(paid ? {} : { failureReason: 'Payment cancelled by the payer' }),
  };
  const body = JSON.stringify(event);
  return { body, headers: signedCallbackHeaders(secret, body, Math.floor(now.getTime() / 1000)) };
}

export function renderPaymentPage(order: PaymentOrder, token: string, action: string): string {
  const amount = escapeHtml(order.amount);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox payment</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#222}
.card{border:1px solid #ddd;border-radius:12px;padding:1.5rem}button{font-size:1rem;padding:.7rem 1.2rem;margin:.3rem .3rem 0 0;border-radius:8px;border:1px solid #888;cursor:pointer}
.pay{background:#0a7d35;color:#fff;border-color:#0a7d35}</style></head>
<body><div class="card"><h1>Sandbox payment gateway</h1>
<p>Test payments only: no real money moves.</p>
<p>Order <strong>${escapeHtml(order.reference)}</strong></p>
<p>Amount <strong data-testid="amount">৳${amount}</strong></p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button class="pay" name="outcome" value="pay">Pay ৳${amount}</button>
<button name="outcome" value="fail">Cancel payment</button>
</form></div></body></html>`;
}

export function renderMessagePage(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body></html>`;
}
