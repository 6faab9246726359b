/** A select's options plus the saved value when it is no longer offered (an older reading), so it stays selectable. */
export const withCurrent = <T extends string>(options: readonly T[], current: string): string[] =>
  current && !options.includes(current as T) ? [...options, current] : [...options];

export interface Option {
  value: string;
  label: string;
}

/** The choices of one of the catalog's label maps ({ JUNIOR: 'Júnior' }), in `keys`' order, plus a saved value no longer offered. */
export const optionsOf = (labels: Readonly<Record<string, string>>, { keys = Object.keys(labels), current = "" }: { keys?: readonly string[]; current?: string } = {}): Option[] =>
  withCurrent(keys, current).map((value) => ({ value, label: labels[value] ?? value }));
