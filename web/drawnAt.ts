import { createContext } from "react";

/**
 * The instant a server-drawn page was drawn at (the server writes it on #root). Hydration reads the page's relative
 * times against it, as the server did (web/components/RelativeTime.tsx): against the browser's clock React found
 * other words ('Agora mesmo', then 'Há 1 minuto') and drew that part again. Null where the browser draws the page.
 */
export const DrawnAtContext = createContext<number | null>(null);
