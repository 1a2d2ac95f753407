/**
 * Demo school year and important dates (/settings/dates): the district's school year
 * and winter break, which its schools inherit, and one event of Lincoln High School. The year is
 * the one `now` falls in (from August), so the page is never about a year long gone.
 */
import type { DbTx } from "@paydesk/db";

const day = (year: number, month: number, date: number) => new Date(Date.UTC(year, month - 1, date));

export async function seedImportantDates(
  tx: DbTx,
  { now, companyId }: { now: Date; companyId: (key: string) => number },
): Promise<void> {
  const first = now.getUTCMonth() >= 7 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  await tx.importantDate.createMany({
    data: [
      {
        companyId: companyId("district"),
        kind: "SCHOOL_YEAR",
        title: `${first}-${String(first + 1).slice(2)} school year`,
        startsOn: day(first, 8, 20),
        endsOn: day(first + 1, 6, 4),
      },
      {
        companyId: companyId("district"),
        kind: "HOLIDAY",
        title: "Winter break",
        startsOn: day(first, 12, 21),
        endsOn: day(first + 1, 1, 1),
      },
      { companyId: companyId("lincoln"), kind: "EVENT", title: "Picture day", startsOn: day(first, 9, 15) },
    ],
  });
}
