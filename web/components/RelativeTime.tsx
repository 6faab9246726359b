import { formatDateTime, formatRelative } from "../format.ts";

/** 'Há 2 dias', with the real date and time on hover and for assistive technology. */
export function RelativeTime({ iso, prefix }: { iso: string; prefix?: string }) {
  const full = formatDateTime(iso);
  const relative = formatRelative(iso);
  return (
    <time dateTime={iso} title={full}>
      {prefix ? `${prefix} ${relative.charAt(0).toLowerCase()}${relative.slice(1)}` : relative}
    </time>
  );
}
