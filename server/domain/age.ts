/** Whole years between a birth date and a day, as people count birthdays. */
export function ageOn(birth: Date, day: Date): number {
  const age = day.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    day.getUTCMonth() < birth.getUTCMonth() || (day.getUTCMonth() === birth.getUTCMonth() && day.getUTCDate() < birth.getUTCDate());
  return beforeBirthday ? age - 1 : age;
}
