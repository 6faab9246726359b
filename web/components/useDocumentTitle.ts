import { useEffect } from "react";
import { brand } from "../brand.ts";

/** '{title} | {brand}' while the screen is shown; the previous title comes back when it goes. */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} | ${brand}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
