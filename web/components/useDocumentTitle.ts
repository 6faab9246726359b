import { useEffect } from "react";
import { pageTitle } from "../../shared/pageTitles.ts";
import { brand } from "../brand.ts";

/**
 * The document's title, '{page} · {brand}', while the screen is shown (every screen sets its own, so
 * none is left with the last one's). Null while the page's data is not there yet.
 */
export function useDocumentTitle(page: string | null) {
  useEffect(() => {
    if (page) document.title = pageTitle(page, brand);
  }, [page]);
}
