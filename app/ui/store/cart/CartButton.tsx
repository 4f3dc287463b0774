// Placeholder until the cart work lands: a link to the cart page with the count.
export function CartButton({ count }: { count: number }) {
  return (
    <a href="/cart" className="inline-flex min-h-11 min-w-11 items-center justify-center">
      {count}
    </a>
  );
}
