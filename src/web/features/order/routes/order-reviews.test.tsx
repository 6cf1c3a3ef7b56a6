import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { toast } from 'sonner';
import { STORAGE_KEYS } from '@shared/constants';
import type { CreateReview, OrderReview } from '@shared/schemas/order';
import { ok, sendJson, type RecordedRequest } from '@web/test/http-server';
import { expectToHold } from '@web/test/hold';
import { stubObjectUrls } from '@web/test/object-urls';
import { renderRoutes } from '@web/test/render';
import { bodiesOf, serveApi } from '@web/test/serve-api';
import { orderDetailFixture, orderFixture, orderReviewFixture } from '../testing/fixtures';
import { OrderDetailPage } from './order-detail-page';

let server: Awaited<ReturnType<typeof serveApi>>;
let reviews: OrderReview[];
/** Whether the shop holds new reviews for approval. */
let held: boolean;
let objectUrls: ReturnType<typeof stubObjectUrls>;
const UUID = '0b7c3f52-7a52-4c36-9d2a-3f7e0f6c1a11';
const IMAGE_ID = '9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';
const PHOTO_URL = 'https://cdn.test/reviews/9f1c2d3e.png';
const CREATE = `/api/order/${UUID}/item/2/review`;
const toastWarning = vi.spyOn(toast, 'warning');
const toastError = vi.spyOn(toast, 'error');
const toastSuccess = vi.spyOn(toast, 'success');
const consoleError = vi.spyOn(console, 'error');

function route() {
  server.routes.clear();
  server.routes.set(`GET /api/order/${UUID}`, ok(orderDetailFixture()));
  server.routes.set(`GET /api/order/${UUID}/shipments`, ok({ list: [] }));
  server.routes.set(`GET /api/order/${UUID}/review`, (req, res) => ok({ list: reviews })(req, res));
  server.routes.set(`POST ${CREATE}`, (req, res) => {
    const body = JSON.parse(req.body) as CreateReview;
    reviews = [
      ...reviews,
      orderReviewFixture({
        reviewId: 502,
        orderItemId: 2,
        photoPath: body.photoPath ?? null,
        awaitingApproval: held,
        ...body,
      }),
    ];
    ok({ reviewId: 502, awaitingApproval: held })(req, res);
  });
  // The storage host: here on the API's own origin, where the API client would add the token.
  server.routes.set('POST /api/asset/signed-url', (req, res) =>
    ok({
      imageId: IMAGE_ID,
      signedUrl: {
        url: `${server.origin}/bucket`,
        fields: { key: `reviews/${IMAGE_ID}.png`, policy: 'eyJleHAiOiIyMDI2In0=', 'x-amz-signature': 'f00d' },
      },
    })(req, res),
  );
  server.routes.set('POST /bucket', (_req, res) => res.writeHead(204).end());
  server.routes.set(`POST /api/asset/${IMAGE_ID}/complete`, ok({ url: PHOTO_URL }));
}

const renderDetail = () =>
  renderRoutes([{ path: '/user/order/:orderUuid', Component: OrderDetailPage }], `/user/order/${UUID}`);

async function openItems(user: UserEvent) {
  await user.click(await screen.findByRole('tab', { name: 'Order Items' }));
}

async function openWriteReview(user: UserEvent) {
  await openItems(user);
  const candle = screen.getByRole('article', { name: 'Three-Wick Candle' });
  await user.click(await within(candle).findByRole('button', { name: 'Write Review' }));
  const dialog = screen.getByRole('dialog', { name: 'Write Review' });
  // The form's code loads on the dialog's first open.
  await within(dialog).findByRole('button', { name: 'Submit' });
  return dialog;
}

const photo = () => new File(['\x89PNG fake image bytes'], 'photo.png', { type: 'image/png' });

/** The parts of a multipart body, in order: each part's field name, its file name if any, and its value. */
function multipartParts(request: RecordedRequest) {
  const boundary = /boundary=(.+)$/.exec(request.headers['content-type'] ?? '')?.[1];
  if (!boundary) throw new Error(`not multipart: ${request.headers['content-type']}`);
  return request.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [head = '', ...rest] = part.replace(/^\r\n/, '').split('\r\n\r\n');
      return {
        name: /name="([^"]+)"/.exec(head)?.[1],
        fileName: /filename="([^"]+)"/.exec(head)?.[1],
        value: rest.join('\r\n\r\n').replace(/\r\n$/, ''),
      };
    });
}

beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());
beforeEach(() => {
  server.requests.length = 0;
  reviews = [orderReviewFixture()];
  held = false;
  localStorage.setItem(STORAGE_KEYS.accessToken, 'access-1');
  toastWarning.mockClear();
  toastError.mockClear();
  toastSuccess.mockClear();
  consoleError.mockReset();
  objectUrls = stubObjectUrls();
  route();
});
afterEach(() => {
  // Unmounted first: closing the form revokes its preview URL, which needs the stand-ins.
  cleanup();
  objectUrls.restore();
});

describe('Order reviews', () => {
  it('a reviewed item offers Check Review (read-only: stars, content, photo, date), the other Write Review', async () => {
    const user = userEvent.setup();
    renderDetail();
    await openItems(user);
    const dress = screen.getByRole('article', { name: 'Linen Wrap Dress' });
    const candle = screen.getByRole('article', { name: 'Three-Wick Candle' });
    expect(await within(candle).findByRole('button', { name: 'Write Review' })).toBeInTheDocument();
    expect(within(dress).queryByRole('button', { name: 'Write Review' })).toBeNull();
    expect(within(candle).queryByRole('button', { name: 'Check Review' })).toBeNull();
    expect(server.sent().find((r) => r.path === `/order/${UUID}/review`)?.params).toEqual({
      page: '1',
      num: '99',
      sort: 'default',
    });

    await user.click(within(dress).getByRole('button', { name: 'Check Review' }));
    const dialog = screen.getByRole('dialog', { name: 'Your review' });
    expect(within(dialog).getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Lovely fabric/)).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Your photo' })).toHaveAttribute(
      'src',
      'https://cdn.test/reviews/dress.jpg',
    );
    expect(within(dialog).getByText(/^03\/1[01]\/2026 \d\d:00:00$/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it('warns when the rating or the content is missing, and sends nothing', async () => {
    const user = userEvent.setup();
    renderDetail();
    const dialog = await openWriteReview(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(toastWarning).toHaveBeenLastCalledWith('Please finish rating first', { position: 'top-center' });

    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Review' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(toastWarning).toHaveBeenLastCalledWith('Please enter your review', { position: 'top-center' });
    expect(toastWarning).toHaveBeenCalledTimes(2);
    await expectToHold(() => expect(bodiesOf(server, CREATE)).toEqual([]));
  });

  it('the rating is a radio group of half stars, named and keyboard operable', async () => {
    const user = userEvent.setup();
    renderDetail();
    const dialog = await openWriteReview(user);
    const group = within(dialog).getByRole('radiogroup', { name: 'Rating' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual([
      '0.5 stars',
      '1 star',
      '1.5 stars',
      '2 stars',
      '2.5 stars',
      '3 stars',
      '3.5 stars',
      '4 stars',
      '4.5 stars',
      '5 stars',
    ]);
    await user.click(within(group).getByRole('radio', { name: '3.5 stars' }));
    expect(within(group).getByRole('radio', { name: '3.5 stars' })).toBeChecked();
    // Held, then released: Radix checks the radio that an arrow key focuses (a tick later) while the key is down.
    const arrow = async (key: 'ArrowRight' | 'ArrowLeft', name: string) => {
      await user.keyboard(`{${key}>}`);
      await waitFor(() => expect(within(group).getByRole('radio', { name })).toBeChecked());
      await user.keyboard(`{/${key}}`);
    };
    await arrow('ArrowRight', '4 stars');
    expect(within(group).getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await arrow('ArrowLeft', '3.5 stars');
    await arrow('ArrowLeft', '3 stars');
    expect(within(group).getByRole('radio', { name: '3.5 stars' })).not.toBeChecked();
  });

  it('uploads the photo (fields then file to the signed url, no token), completes it and sends its url; the item then shows Check Review', async () => {
    let releaseStorage = () => {};
    server.routes.set('POST /bucket', (_req, res) => {
      releaseStorage = () => res.writeHead(204).end();
    });
    const user = userEvent.setup();
    renderDetail();
    const dialog = await openWriteReview(user);
    const input = within(dialog).getByLabelText('Click to upload');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).not.toHaveAttribute('multiple');
    await user.upload(input, photo());

    // The chosen image is previewed at once, with a spinner while it uploads.
    const preview = within(dialog).getByRole('img', { name: 'Preview of photo.png' });
    expect(preview).toHaveAttribute('src', 'blob:test/1');
    expect(preview).toHaveAttribute('width', '120');
    expect(preview).toHaveAttribute('height', '120');
    expect(within(dialog).getByText('Uploading photo')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Click to upload')).toBeNull();
    await waitFor(() => expect(server.requests.map((r) => r.url)).toContain('/bucket'));
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
    releaseStorage();
    await waitFor(() => expect(within(dialog).queryByText('Uploading photo')).toBeNull());

    expect(bodiesOf(server, '/api/asset/signed-url')).toEqual([{ fileName: 'photo.png' }]);
    const storage = server.requests.find((r) => r.url === '/bucket')!;
    expect(storage.headers.authorization).toBeUndefined();
    expect(multipartParts(storage)).toEqual([
      { name: 'key', fileName: undefined, value: `reviews/${IMAGE_ID}.png` },
      { name: 'policy', fileName: undefined, value: 'eyJleHAiOiIyMDI2In0=' },
      { name: 'x-amz-signature', fileName: undefined, value: 'f00d' },
      { name: 'file', fileName: 'photo.png', value: '\x89PNG fake image bytes' },
    ]);
    // Our own API calls carry the token, storage ones do not.
    const complete = server.requests.find((r) => r.url === `/api/asset/${IMAGE_ID}/complete`)!;
    expect(complete.headers.authorization).toBe('Bearer access-1');
    expect(server.requests.map((r) => r.url).filter((url) => url.includes('asset') || url === '/bucket')).toEqual([
      '/api/asset/signed-url',
      '/bucket',
      `/api/asset/${IMAGE_ID}/complete`,
    ]);

    await user.click(within(dialog).getByRole('radio', { name: '4.5 stars' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Review' }), 'Smells like a forest.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const candle = screen.getByRole('article', { name: 'Three-Wick Candle' });
    expect(await within(candle).findByRole('button', { name: 'Check Review' })).toBeInTheDocument();
    expect(bodiesOf(server, CREATE)).toEqual([{ rating: 4.5, content: 'Smells like a forest.', photoPath: PHOTO_URL }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(candle).queryByRole('button', { name: 'Write Review' })).toBeNull();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('a review the shop holds for approval says so to its author: when sent, and in Check Review', async () => {
    held = true;
    const user = userEvent.setup();
    renderDetail();
    const dialog = await openWriteReview(user);
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Review' }), 'Bright and even.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastSuccess).toHaveBeenCalledWith(
      'Thanks! Your review will appear once it has been approved.',
      expect.anything(),
    );
    const candle = screen.getByRole('article', { name: 'Three-Wick Candle' });
    await user.click(await within(candle).findByRole('button', { name: 'Check Review' }));
    const review = within(screen.getByRole('dialog', { name: 'Your review' })).getByRole('article', {
      name: 'Your review',
    });
    expect(review).toHaveTextContent('Thanks! Your review will appear once it has been approved.');
    expect(review).toHaveTextContent('Bright and even.');
  });

  it('a review shown at once is not said to wait for approval', async () => {
    const user = userEvent.setup();
    renderDetail();
    await openItems(user);
    const dress = screen.getAllByRole('article').find((a) => within(a).queryByRole('button', { name: 'Check Review' }));
    await user.click(within(dress!).getByRole('button', { name: 'Check Review' }));
    expect(screen.getByRole('dialog', { name: 'Your review' })).toHaveTextContent('Lovely fabric');
    expect(screen.getByRole('dialog', { name: 'Your review' })).not.toHaveTextContent(/approved/);
  });

  it('a removed photo is not sent', async () => {
    const user = userEvent.setup();
    renderDetail();
    const dialog = await openWriteReview(user);
    await user.upload(within(dialog).getByLabelText('Click to upload'), photo());
    await waitFor(() => expect(within(dialog).queryByText('Uploading photo')).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo' }));
    expect(within(dialog).queryByRole('img', { name: 'Preview of photo.png' })).toBeNull();
    expect(objectUrls.revoked).toEqual(['blob:test/1']);
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Review' }), 'Great.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(bodiesOf(server, CREATE)).toEqual([{ rating: 5, content: 'Great.' }]));
  });

  it("a refused upload marks the file, its tooltip shows the storage's answer, the spinner is cleared and nothing is toasted", async () => {
    server.routes.set('POST /bucket', (_req, res) =>
      res
        .writeHead(403, { 'Content-Type': 'application/xml' })
        .end('<?xml version="1.0"?><Error><Code>AccessDenied</Code><Message>Policy expired</Message></Error>'),
    );
    consoleError.mockImplementation(() => {});
    const user = userEvent.setup();
    renderDetail();
    const dialog = await openWriteReview(user);
    await user.upload(within(dialog).getByLabelText('Click to upload'), photo());

    const failed = await within(dialog).findByText('Upload failed');
    expect(failed.parentElement).toHaveAccessibleDescription('Policy expired');
    expect(within(dialog).getByRole('tooltip')).toHaveTextContent('Policy expired');
    expect(within(dialog).queryByText('Uploading photo')).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('Photo upload failed', expect.anything());
    expect(server.requests.map((r) => r.url)).not.toContain(`/api/asset/${IMAGE_ID}/complete`);
    await expectToHold(() => expect(toastError).not.toHaveBeenCalled());
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it("an upload the API refuses shows the API's message; a non-image is refused before anything is sent", async () => {
    server.routes.set('POST /api/asset/signed-url', (_req, res) =>
      sendJson(res, 429, { code: 42900, data: null, errMsg: 'Too many uploads, try again later' }),
    );
    consoleError.mockImplementation(() => {});
    const user = userEvent.setup({ applyAccept: false });
    renderDetail();
    const dialog = await openWriteReview(user);
    await user.upload(within(dialog).getByLabelText('Click to upload'), photo());
    expect(await within(dialog).findByRole('tooltip')).toHaveTextContent('Too many uploads, try again later');
    expect(within(dialog).queryByText('Uploading photo')).toBeNull();
    expect(toastError).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Remove photo' }));
    server.requests.length = 0;
    await user.upload(
      within(dialog).getByLabelText('Click to upload'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(within(dialog).getByRole('tooltip')).toHaveTextContent('Only image files can be uploaded');
    await expectToHold(() => expect(server.requests).toEqual([]));
  });

  it('an unpaid order offers no Write Review', async () => {
    server.routes.set(`GET /api/order/${UUID}`, ok(orderDetailFixture(orderFixture({ paymentStatus: 'failed' }))));
    const user = userEvent.setup();
    renderDetail();
    await openItems(user);
    await expectToHold(() => expect(screen.queryByRole('button', { name: 'Write Review' })).toBeNull());
  });
});
