import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CreditCard, LogOut, Package, Truck } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { getProfileQueryOptions, useLogout } from '@web/features/auth';
import { initialOf } from '@web/lib/initials';
import { useSessionStore } from '@web/lib/store';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ActionCard } from '../components/action-card';
import { ScreenNameForm } from '../components/screen-name-form';
import {
  CloseAccountSection,
  DevicesAndDataSection,
  EmailSection,
  PasswordSection,
} from '../components/account-security';
import { paths } from '@web/lib/paths';

/**
 * The account page: orders, both address books (shipping and billing each have their own page,
 * docs/cart-and-addresses.md), the account's email, password, devices and data, logout, and closing it.
 */
export function AccountPage() {
  useDocumentTitle('My account');
  const user = useCurrentUser();
  const { signOut, pending } = useLogout();

  return (
    <div className="px-4 py-8 md:px-8 md:py-14">
      <header className="flex items-center gap-4 md:gap-5">
        <div
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-ink font-display text-2xl text-canvas md:size-16 md:text-3xl"
        >
          {user ? initialOf(user.screenName) : ''}
        </div>
        <div className="min-w-0">
          <p className="text-sm text-muted">My account</p>
          {user ? (
            <h1 className="font-display text-2xl leading-tight font-semibold tracking-tight text-ink [overflow-wrap:anywhere] sm:text-3xl md:text-4xl">
              {user.screenName}
            </h1>
          ) : (
            <h1 aria-busy="true" className="mt-1">
              <span className="sr-only">Loading your account</span>
              <Skeleton className="h-8 w-48 md:h-9" />
            </h1>
          )}
        </div>
      </header>

      {user && (
        <section aria-labelledby="public-name" className="mt-10 md:mt-14">
          <h2 id="public-name" className="font-display text-2xl font-semibold tracking-tight text-ink">
            Your public name
          </h2>
          <div className="mt-4">
            {/* Keyed by the saved name: a profile loaded later starts the form anew. */}
            <ScreenNameForm key={user.screenName} user={user} />
          </div>
        </section>
      )}

      <section aria-labelledby="my-actions" className="mt-10 md:mt-14">
        <h2 id="my-actions" className="font-display text-2xl font-semibold tracking-tight text-ink">
          My Actions
        </h2>
        <ul className="mt-4 grid gap-3 md:mt-6 md:grid-cols-3 md:gap-5">
          <li>
            <ActionCard
              to={paths.orders()}
              icon={Package}
              title="My Orders"
              description="Track orders, get invoices and request refunds"
            />
          </li>
          <li>
            <ActionCard
              to={paths.addresses('shipping')}
              icon={Truck}
              title="My Shipping Address"
              description="Where we deliver your orders"
            />
          </li>
          <li>
            <ActionCard
              to={paths.addresses('billing')}
              icon={CreditCard}
              title="My Billing Address"
              description="The address on your invoices"
            />
          </li>
        </ul>
      </section>

      {user && (
        <>
          <EmailSection user={user} />
          <PasswordSection />
          <DevicesAndDataSection />
        </>
      )}

      <div className="mt-10 border-t border-line pt-6 md:mt-14">
        <Button variant="outline" onClick={signOut} disabled={pending}>
          <LogOut aria-hidden="true" className="size-4" />
          Logout
        </Button>
      </div>

      {user && <CloseAccountSection />}
    </div>
  );
}

/**
 * The profile normally arrives with the session (restored on load or loaded at login). If it is
 * not there (the load failed), fetch it here rather than show a placeholder forever.
 */
function useCurrentUser() {
  const user = useSessionStore((state) => state.user);
  const setUser = useSessionStore((state) => state.setUser);
  const profile = useQuery({ ...getProfileQueryOptions(), enabled: user === null });
  useEffect(() => {
    if (user === null && profile.data) setUser(profile.data);
  }, [user, profile.data, setUser]);
  return user ?? profile.data ?? null;
}
