import { Badge, Group, Paper, SimpleGrid, Text } from "@mantine/core";
import { PREVIEW_CALENDAR_MONTHS } from "../../constants.ts";

const WEEKDAYS = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"];

interface Month {
  year: number;
  month: number; // 1–12
  days: Set<number>;
}

function monthsOf(dates: readonly string[]): Month[] {
  const months = new Map<string, Month>();
  for (const date of dates) {
    const key = date.slice(0, 7);
    const month = months.get(key) ?? { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), days: new Set<number>() };
    month.days.add(Number(date.slice(8, 10)));
    months.set(key, month);
  }
  return [...months.values()];
}

/** Calendar dates only: UTC arithmetic has no daylight-saving gaps and ignores the viewer's zone. */
function monthGrid({ year, month }: Month): (number | null)[] {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return [...Array<null>(firstWeekday).fill(null), ...Array.from({ length }, (_, i) => i + 1)];
}

const MONTH_NAMES = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** The months holding the previewed charge dates, charge days marked. */
export function PreviewCalendar({ dates }: { dates: readonly string[] }) {
  const months = monthsOf(dates);
  const shown = months.slice(0, PREVIEW_CALENDAR_MONTHS);
  return (
    <div data-testid="recurring-calendar">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {shown.map((month) => (
          <Paper key={`${month.year}-${month.month}`} p="xs" radius="md" data-testid="calendar-month">
            <Text size="sm" fw={600} ta="center" mb={4}>
              {MONTH_NAMES.format(new Date(Date.UTC(month.year, month.month - 1, 1)))}
            </Text>
            <SimpleGrid cols={7} spacing={2} verticalSpacing={2}>
              {WEEKDAYS.map((day) => (
                <Text key={day} size="xs" c="dimmed" ta="center">
                  {day}
                </Text>
              ))}
              {monthGrid(month).map((day, i) =>
                day === null ? (
                  <span key={`blank-${i}`} />
                ) : month.days.has(day) ? (
                  <Badge key={day} size="sm" radius="sm" px={0} fullWidth data-testid="charge-day">
                    {day}
                  </Badge>
                ) : (
                  <Text key={day} size="xs" ta="center">
                    {day}
                  </Text>
                ),
              )}
            </SimpleGrid>
          </Paper>
        ))}
      </SimpleGrid>
      {months.length > shown.length && (
        <Group mt="xs">
          <Text size="sm" c="dimmed">
            and {months.length - shown.length} more months of charges.
          </Text>
        </Group>
      )}
    </div>
  );
}
