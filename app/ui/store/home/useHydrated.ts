import { useEffect, useState } from "react";

/** False on the server and during hydration, true afterwards: controls that need JS render only then. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
