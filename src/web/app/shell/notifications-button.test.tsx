import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@shared/constants';
import type { Notification } from '@shared/schemas/notification';
import { initialSessionState, useSessionStore } from '@web/lib/store';
import { navItemsFixture } from '@web/test/fixtures/home';
import { profileFixture } from '@web/test/fixtures/profile';
import { renderRoutes } from '@web/test/render';
import { serveApi, type ServedApi } from '@web/test/serve-api';
import { routes } from '../router';

let server: ServedApi;
let list: Notification[];
const phoneMatchMedia = window.matchMedia;

function notification(id: number, title: string, readAt: string | null = null): Notification {
  return {
    notificationId: id,
    type: 'order_paid',
    title,
    text: `About order ${id}`,
    link: `/user/order/uuid-${id}`,
    trackingUrl: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    readAt,
  };
}

function serveShop() {
  server.answer({
    '/home/nav-items': { navItems: navItemsFixture },
    '/home/banners': { banners: [] },
    '/home/section': { list: [] },
    '/shopping-cart/list': { list: [] },
    '/notifications': () => ({ list, total: list.length, unread: list.filter((n) => n.readAt === null).length }),
    'POST /notifications/read': (req: { body: { ids?: number[]; all?: true } }) => {
      const now = '2026-03-02T10:00:00.000Z';
      list = list.map((n) =>
        req.body.all || req.body.ids?.includes(n.notificationId) ? { ...n, readAt: n.readAt ?? now } : n,
      );
      return { unread: list.filter((n) => n.readAt === null).length };
    },
    'POST /notifications/stream-session': { expiresAt: '2026-03-01T10:15:00.000Z' },
  });
}

function signIn() {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
  useSessionStore.setState({ token: { accessToken: 'token', refreshToken: 'r' }, user: profileFixture() });
}

const wide = () => {
  window.matchMedia = (query: string) => ({ ...phoneMatchMedia(query), matches: true });
};

beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());
beforeEach(() => {
  useSessionStore.setState(initialSessionState);
  list = [
    notification(3, 'Refund completed'),
    notification(2, 'Items shipped'),
    notification(1, 'Payment received', '2026-03-01T11:00:00.000Z'),
  ];
  serveShop();
});
afterEach(() => {
  window.matchMedia = phoneMatchMedia;
  server.reset();
});

describe('the bell', () => {
  it('opens the login dialog for a visitor, and asks for no notifications', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/404');
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(server.sent().some((r) => r.path === '/notifications')).toBe(false);
  });

  it('shows the unread count, announced, and lists the latest newest first with unread ones marked (wide)', async () => {
    const user = userEvent.setup();
    wide();
    signIn();
    const { router } = renderRoutes(routes, '/404');
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(screen.getByTestId('notification-count')).toHaveTextContent('2');
    expect(screen.getByRole('status')).toHaveTextContent('2 unread notifications');

    await user.click(bell);
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    const items = await within(panel).findAllByRole('link');
    // One region of that name, not the panel and its list both (axe: landmark-unique).
    expect(screen.getAllByRole('region', { name: 'Notifications' })).toHaveLength(1);
    expect(items.map((a) => a.textContent)).toEqual([
      expect.stringContaining('Unread: Refund completed'),
      expect.stringContaining('Unread: Items shipped'),
      expect.not.stringContaining('Unread'),
    ]);

    // Opening one goes to its order and marks it read.
    await user.click(items[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/order/uuid-2'));
    await waitFor(() =>
      expect(server.sent().find((r) => r.path === '/notifications/read')?.body).toEqual({ ids: [2] }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('marks all as read from a drawer on a phone, and says when there is nothing', async () => {
    const user = userEvent.setup();
    signIn();
    renderRoutes(routes, '/404');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    // A click event, not a pointer sequence: vaul reads the drag's transform, which jsdom lacks.
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Mark all as read' }));
    // The open drawer hides the page from assistive technology, the bell with it.
    expect(await screen.findByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-count')).toBeNull();
    // The count goes at once; the request follows (on a loaded machine, a moment later).
    await waitFor(() =>
      expect(server.sent().find((r) => r.path === '/notifications/read')?.body).toEqual({ all: true }),
    );
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
  });

  it('shows the empty state', async () => {
    const user = userEvent.setup();
    wide();
    list = [];
    signIn();
    renderRoutes(routes, '/404');
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });
});
