import { useContext, useSyncExternalStore } from "react";
import { DrawnAtContext } from "../drawnAt.ts";
import { formatDateTime, formatRelative } from "../format.ts";

/** Relative times say minutes at finest: a "now" that moves in steps of 10 s is the same all through a render. */
const step = 10_000;
const steppedNow = () => Math.round(Date.now() / step) * step;

const readers = new Set<() => void>();
let ticking: ReturnType<typeof setInterval> | undefined;

/** While a relative time is on screen, it is read again every half minute: 'Agora mesmo' becomes 'Há 1 minuto'. */
function subscribe(reader: () => void) {
  readers.add(reader);
  ticking ??= setInterval(() => {
    for (const read of readers) read();
  }, 30_000);
  return () => {
    readers.delete(reader);
    if (!readers.size) {
      clearInterval(ticking);
      ticking = undefined;
    }
  };
}

/** 'Há 2 dias', with the real date and time on hover and for assistive technology. */
export function RelativeTime({ iso, prefix }: { iso: string; prefix?: string }) {
  const drawnAt = useContext(DrawnAtContext);
  // While the page hydrates, the instant the server drew it at; then the browser's clock.
  const now = useSyncExternalStore(subscribe, steppedNow, () => drawnAt ?? steppedNow());
  const full = formatDateTime(iso);
  const relative = formatRelative(iso, new Date(now));
  return (
    <time dateTime={iso} title={full}>
      {prefix ? `${prefix} ${relative.charAt(0).toLowerCase()}${relative.slice(1)}` : relative}
    </time>
  );
}
