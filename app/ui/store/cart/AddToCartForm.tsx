// Placeholder until the cart work lands: posts intent=add to /cart.
export function AddToCartForm({ productId, disabled }: { productId: string; disabled?: boolean; quantity?: number }) {
  return (
    <form method="post" action="/cart">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <button type="submit" disabled={disabled}>
        ADD TO CART
      </button>
    </form>
  );
}
