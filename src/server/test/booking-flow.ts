// The booking flow's steps through the API, for server tests: open a hold, hold places, check out,
// pay at the gateway. Each answer is parsed with the endpoint's schema (api-client's postAs).
//
//   const hold = await holdCategory(fan, eventId, 'gold', 2);
//   const created = (await checkout(fan, hold.id, { guests: [{ name: 'Ravi Rao' }] })).body;
//   const paid = (await pay(fan, created.order.id)).body;
import { TEST_INSTRUMENTS } from '../../shared/booking-constants';
import { checkoutSchema, holdSchema, paymentResultSchema } from '../../shared/schemas/booking';
import { apiErrorSchema } from '../../shared/schemas/common';
import type { ApiClient } from './api-client';

/** The contact details every test checkout gives. */
export const TEST_CONTACT = { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210' };

/** A card payment (by default the test card that succeeds). */
export const cardPayment = (number: string = TEST_INSTRUMENTS.cardSuccess) => ({
  method: 'card',
  card: { number, expiry: '12/30', cvv: '123', name: TEST_CONTACT.name },
});

/** Opens a booking session; anything but 201 fails the test. */
export async function openHold(client: ApiClient, eventId: string) {
  const response = await client.postAs(holdSchema, '/api/holds', { eventId });
  if (response.status !== 201) throw new Error(`opening a hold: ${response.status} ${response.text}`);
  return response.body;
}

/** Opens a session holding `quantity` places of a category; anything but 200 fails the test. */
export async function holdCategory(client: ApiClient, eventId: string, categoryId: string, quantity: number) {
  const hold = await openHold(client, eventId);
  const held = await client.putAs(holdSchema, `/api/holds/${hold.id}`, {
    selection: { kind: 'category', categoryId, quantity },
  });
  if (held.status !== 200)
    throw new Error(`holding ${categoryId} × ${quantity}: ${held.status} ${held.text}`);
  return held.body;
}

export const checkout = (client: ApiClient, holdId: string, body: Record<string, unknown> = {}) =>
  client.postAs(checkoutSchema, `/api/holds/${holdId}/checkout`, { contact: TEST_CONTACT, ...body });
export const checkoutRefused = (client: ApiClient, holdId: string, body: Record<string, unknown> = {}) =>
  client.postAs(apiErrorSchema, `/api/holds/${holdId}/checkout`, { contact: TEST_CONTACT, ...body });

export const pay = (client: ApiClient, orderId: string, method: Record<string, unknown> = cardPayment()) =>
  client.postAs(paymentResultSchema, `/api/gateway/orders/${orderId}/payments`, method);
export const payRefused = (
  client: ApiClient,
  orderId: string,
  method: Record<string, unknown> = cardPayment(),
) => client.postAs(apiErrorSchema, `/api/gateway/orders/${orderId}/payments`, method);
