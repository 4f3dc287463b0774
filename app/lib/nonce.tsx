import { createContext, useContext } from "react";

/** The per-request CSP nonce; set by entry.server, empty in the browser (browsers hide it). */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
