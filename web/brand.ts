// The server writes the configured product name (BRAND) into index.html.
const meta = typeof document === "undefined" ? null : document.querySelector('meta[name="application-name"]');
const content = meta?.getAttribute("content");

export const brand = content && content !== "__BRAND__" ? content : "Encaixe";
