const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe for HTML, in an element or in a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => entities[char]!);
