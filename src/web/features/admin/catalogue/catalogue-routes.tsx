import type { RouteObject } from 'react-router';

/**
 * The catalogue half of the console (Products, Categories and navigation, Home, Coupons, bulk
 * stock): its routes, relative to /admin, and its entries in the console's navigation.
 */
export const catalogueAdminRoutes: RouteObject[] = [];

export const catalogueAdminNav: { to: string; label: string }[] = [];
