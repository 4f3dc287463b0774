import { Link } from "~/ui/kit/Link";
import { lazy, Suspense, useRef, type ReactNode } from "react";
import { useHydrated } from "~/ui/kit/useHydrated";

// The dialog is fetched only where a staff member sees a trash icon: the shop's product cards
// import this link for every visitor, and a shopper never loads the dialog, its form or the
// back office's buttons.
const DeleteDialog = lazy(() => import("./DeleteDialog"));

/**
 * The trash icon's flow (SPEC 4 "Delete product flow"). Without JavaScript it is a link to the
 * confirmation page. With JavaScript the same link opens a dialog in place: 'Are you sure you want
 * to delete this product?' and the password; Cancel closes it; the server checks the password
 * (the staff JSON API, DELETE …/delete-product/{id}, on the session); on success the message shows
 * and the dialog closes after 1.5 seconds, then the page reloads its data.
 *
 * `texts`: "office" uses the back office's messages ('Incorrect Password!', 'Product Deleted
 * Successfully!', or the server's own reason); "shop" the spec's shop variants ('Incorrect
 * password', '✅ Product deleted successfully!', '❌ Failed to delete the product.').
 */
export function DeleteProductLink({
  product,
  returnTo,
  className,
  ariaLabel,
  texts,
  children,
}: {
  product: { id: string; title: string };
  returnTo: string;
  className?: string;
  ariaLabel?: string;
  texts: "office" | "shop";
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const href = `/sattva-administration/products/${product.id}/delete?returnTo=${encodeURIComponent(returnTo)}`;
  return (
    <>
      <Link
        to={href}
        className={className}
        aria-label={ariaLabel}
        onClick={(e) => {
          if (!hydrated || !dialog.current) return;
          e.preventDefault();
          dialog.current.showModal();
        }}
      >
        {children}
      </Link>
      {hydrated ? (
        <Suspense fallback={null}>
          <DeleteDialog dialogRef={dialog} product={product} texts={texts} />
        </Suspense>
      ) : null}
    </>
  );
}
