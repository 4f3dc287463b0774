import { Link } from "~/ui/kit/Link";
import type { CategoryTile } from "~/modules/catalog/products.server";
import { Photo } from "~/ui/store/Photo";

/** "Explore Our Categories": the 19 round tiles, each with its subcategory's first product image. */
export function CategoryTiles({ tiles }: { tiles: CategoryTile[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-x-[4%] gap-y-5 sm:gap-x-6 sm:gap-y-6" data-testid="category-tiles">
      {tiles.map((tile) => (
        <li key={tile.slug} className="w-[22%] sm:w-[22%] md:w-[17%] lg:w-[12%]">
          <Link to={tile.href} className="group flex flex-col items-center text-center">
            <span className="relative block aspect-square w-full overflow-hidden rounded-full bg-sandal-100 ring-1 ring-sandal-200 transition group-hover:ring-4 group-hover:ring-saffron-300">
              {tile.image ? (
                <Photo
                  image={tile.image}
                  alt=""
                  sizes="(min-width: 1024px) 12vw, 22vw"
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex h-full w-full items-center justify-center font-display text-3xl text-saffron-700"
                >
                  {tile.name.charAt(0)}
                </span>
              )}
            </span>
            <span className="mt-2 text-xs font-medium leading-snug sm:text-sm text-stone-800 group-hover:text-plum-800 group-hover:underline">
              {tile.name}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
