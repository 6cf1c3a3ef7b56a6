import type { Domain, EndpointOf } from './endpoint';

type Schemas = typeof import('../schemas/home');
const home = { tag: 'home', schemas: () => import('../schemas/home') } as const satisfies Domain<Schemas>;

export const getNavItems = {
  ...home,
  method: 'GET',
  path: '/home/nav-items',
  access: 'public',
  summary: 'Navigation menu',
  response: 'navItemsResponseSchema',
} as const satisfies EndpointOf<Schemas>;

export const getBanners = {
  ...home,
  method: 'GET',
  path: '/home/banners',
  access: 'public',
  summary: 'Home page banners',
  response: 'bannersResponseSchema',
} as const satisfies EndpointOf<Schemas>;

export const getSections = {
  ...home,
  method: 'GET',
  path: '/home/section',
  access: 'public',
  summary: 'Home page sections',
  response: 'sectionsResponseSchema',
} as const satisfies EndpointOf<Schemas>;
