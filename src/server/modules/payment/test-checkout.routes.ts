import type { FastifyInstance, FastifyReply } from 'fastify';
import { publicUrl } from '@server/config';
import { successUrlFor, TestCheckoutProvider, type TestCheckoutDetails } from '@server/providers/payment/index';
import { chargeTestCard, validateCardForm, type CardForm } from './test-cards.js';
import { checkoutPage, EMPTY_FORM, noticePage } from './test-checkout.page.js';

const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * The built-in test checkout, served by the shop at `/pay/{sessionId}` while no Stripe key is
 * set (with Stripe nothing is registered here). Reachable only through a session the shop
 * created: the id is random, and anything else is a not-found page.
 */
export async function testCheckoutRoutes(app: FastifyInstance): Promise<void> {
  const provider = app.payment;
  if (!(provider instanceof TestCheckoutProvider)) return;
  // The shop's name as it is now (the console may change it while the shop runs).
  const shopName = () => app.shopIdentity.current().name;
  const shopHome = `${publicUrl(app.config)}/`;

  // Only this plugin reads HTML forms; the API keeps its JSON parser alone.
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const send = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex')
      .send(body);

  /** The page for an unknown session or one that takes no more payment. */
  const settled = (reply: FastifyReply, session: TestCheckoutDetails | null) => {
    if (!session) {
      return send(
        reply,
        404,
        noticePage(shopName(), {
          title: 'Checkout not found',
          text: 'This payment link is not valid. Start checkout again from your cart.',
          link: { href: shopHome, label: `Return to ${shopName()}` },
        }),
      );
    }
    if (session.status === 'complete') {
      return send(
        reply,
        200,
        noticePage(shopName(), {
          title: 'Already paid',
          text: `This order has been paid (${session.orderRef ?? session.id}). Nothing more to do here.`,
          link: { href: successUrlFor(session.successUrl, session.id), label: `Continue to ${shopName()}` },
        }),
      );
    }
    return send(
      reply,
      410,
      noticePage(shopName(), {
        title: 'This checkout has expired',
        text: 'Nothing was charged. Return to the shop to start checkout again.',
        link: { href: session.cancelUrl, label: `Return to ${shopName()}` },
      }),
    );
  };

  /**
   * On to the shop's return address, normalised so that any character a header cannot carry is
   * percent-encoded. One that is not a URL at all (kept before addresses were checked at checkout)
   * gets a page saying the payment went through, never a server error after the card was charged.
   */
  const backToShop = (reply: FastifyReply, successUrl: string) => {
    const href = URL.canParse(successUrl) ? new URL(successUrl).href : null;
    if (href) return reply.redirect(href, 303);
    return send(
      reply,
      200,
      noticePage(shopName(), {
        title: 'Payment received',
        text: 'Your order is paid. You can follow it from your orders in the shop.',
        link: { href: `${shopHome}user/order`, label: `Continue to ${shopName()}` },
      }),
    );
  };

  app.get<{ Params: { sessionId: string } }>('/:sessionId', async (request, reply) => {
    const session = await provider.details(request.params.sessionId);
    if (session?.status !== 'open') return settled(reply, session);
    return send(reply, 200, checkoutPage(session, shopName(), EMPTY_FORM));
  });

  app.post<{ Params: { sessionId: string }; Body: unknown }>('/:sessionId', async (request, reply) => {
    const session = await provider.details(request.params.sessionId);
    const successUrl = session ? successUrlFor(session.successUrl, session.id) : '';
    // A second submit of a page that already paid: on to the shop, nothing charged again.
    if (session?.status === 'complete') return backToShop(reply, successUrl);
    if (session?.status !== 'open') return settled(reply, session);

    const form = cardFormOf(request.body);
    const errors = validateCardForm(form, new Date(app.clock.now()));
    if (Object.keys(errors).length > 0) return send(reply, 400, checkoutPage(session, shopName(), { form, errors }));
    const charge = chargeTestCard(form.cardNumber);
    if (!charge.paid) {
      return send(reply, 402, checkoutPage(session, shopName(), { form, errors: {}, decline: charge.message }));
    }

    if (!(await provider.pay(session.id))) {
      // Paid by a concurrent submit, or expired a moment ago.
      const now = await provider.details(session.id);
      return now?.status === 'complete' ? backToShop(reply, successUrl) : settled(reply, now);
    }
    // The payment is recorded; the order is fulfilled now, not when (or if) the shopper returns.
    // Should that fail, the return page and the order sweep ask the provider and fulfil then.
    try {
      await app.paymentOutcomes.paid({ sessionId: session.id, orderRef: session.orderRef });
    } catch (err) {
      request.log.error(
        { err, sessionId: session.id },
        'test checkout paid, but fulfilment failed; it will be retried',
      );
    }
    return backToShop(reply, successUrl);
  });
}

function cardFormOf(body: unknown): CardForm {
  const fields = (body ?? {}) as Record<string, unknown>;
  const text = (key: keyof CardForm) => (typeof fields[key] === 'string' ? (fields[key] as string).slice(0, 100) : '');
  return { cardNumber: text('cardNumber'), expiry: text('expiry'), cvc: text('cvc'), name: text('name') };
}
