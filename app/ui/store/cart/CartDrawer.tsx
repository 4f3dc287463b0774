// Placeholder until the cart work lands.
export function CartDrawer() {
  return null;
}
