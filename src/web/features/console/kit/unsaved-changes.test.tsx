import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// The shop's router is declarative (browser-router.tsx), as MemoryRouter is: the guard supplies
// the navigator links use, which a data router would bypass.
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { AppBrowserRouter } from '@web/app/browser-router';
import { AppProviders, createQueryClient } from '@web/app/providers';
import { UnsavedChangesGuard, useUnsavedChangesGuard } from './unsaved-changes';

function Editor() {
  const [dirty, setDirty] = useState(false);
  const saved = useUnsavedChangesGuard(dirty);
  const navigate = useNavigate();
  return (
    <>
      <h1>Editor</h1>
      <button type="button" onClick={() => setDirty(true)}>
        Change something
      </button>
      {/* As a new product's form does: saved, then straight on to the page of what was saved. */}
      <button
        type="button"
        onClick={() => {
          setDirty(false);
          saved();
          void navigate('/elsewhere');
        }}
      >
        Save and open it
      </button>
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
}

function renderGuarded() {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/editor']}>
        <UnsavedChangesGuard>
          <Routes>
            <Route path="/editor" element={<Editor />} />
            <Route path="/elsewhere" element={<h1>Elsewhere page</h1>} />
          </Routes>
        </UnsavedChangesGuard>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('leaving an editor with unsaved changes', () => {
  it('leaves at once while nothing is changed', async () => {
    const user = userEvent.setup();
    renderGuarded();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
  });

  it('asks first: Cancel stays, "Leave without saving" goes', async () => {
    const user = userEvent.setup();
    renderGuarded();
    await user.click(screen.getByRole('button', { name: 'Change something' }));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Editor' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
  });

  it('a save that moves on at once (before the page has re-rendered) asks nothing', async () => {
    const user = userEvent.setup();
    renderGuarded();
    await user.click(screen.getByRole('button', { name: 'Change something' }));
    await user.click(screen.getByRole('button', { name: 'Save and open it' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull();
  });

  it('asks the browser before the tab is closed or reloaded', async () => {
    const user = userEvent.setup();
    renderGuarded();
    const before = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(before()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Change something' }));
    expect(before()).toBe(true);
  });

  describe("the browser's Back and Forward", () => {
    afterEach(() => window.history.replaceState(null, '', '/'));

    /** The console in the shop's own router, on a real (jsdom) history: /elsewhere, then /editor. */
    async function renderInBrowserHistory() {
      window.history.replaceState(null, '', '/elsewhere');
      const user = userEvent.setup();
      render(
        <AppProviders queryClient={createQueryClient()}>
          <AppBrowserRouter>
            <UnsavedChangesGuard>
              <Routes>
                <Route path="/editor" element={<Editor />} />
                <Route
                  path="/elsewhere"
                  element={
                    <>
                      <h1>Elsewhere page</h1>
                      <Link to="/editor">Editor</Link>
                    </>
                  }
                />
              </Routes>
            </UnsavedChangesGuard>
          </AppBrowserRouter>
        </AppProviders>,
      );
      await user.click(screen.getByRole('link', { name: 'Editor' }));
      await screen.findByRole('heading', { name: 'Editor' });
      return user;
    }

    it('go back at once while nothing is changed', async () => {
      await renderInBrowserHistory();
      window.history.back();
      expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/elsewhere');
    });

    it('ask first on a dirty editor: Cancel stays on the editor and its entry, "Leave without saving" goes back', async () => {
      const user = await renderInBrowserHistory();
      await user.click(screen.getByRole('button', { name: 'Change something' }));

      window.history.back();
      const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
      // The move is undone: the address is the editor's again, so a reload would stay here.
      await waitFor(() => expect(window.location.pathname).toBe('/editor'));
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(dialog).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Editor' })).toBeInTheDocument();

      window.history.back();
      await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
      expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/elsewhere');
    });

    it('ask before Forward too', async () => {
      const user = await renderInBrowserHistory();
      await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
      await screen.findByRole('heading', { name: 'Elsewhere page' });
      window.history.back();
      await screen.findByRole('heading', { name: 'Editor' });
      await user.click(screen.getByRole('button', { name: 'Change something' }));

      window.history.forward();
      await user.click(await screen.findByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(window.location.pathname).toBe('/editor'));
      expect(screen.getByRole('heading', { name: 'Editor' })).toBeInTheDocument();

      window.history.forward();
      await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
      expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
    });
  });
});
