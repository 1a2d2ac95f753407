import { Box, Checkbox, Group, Paper, Stack, useMantineTheme } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { DataTable, type DataTableProps } from "../DataList/DataTable.tsx";
import { cardLayout, tableColumns, type ListColumns, type ListLayout } from "./layout.ts";
import classes from "./ResponsiveList.module.css";

export interface ResponsiveListProps<Row> extends Omit<DataTableProps<Row>, "columns"> {
  columns: ListColumns<Row>;
  /** Forces one layout; by default the screen decides: cards below the `sm` breakpoint, else the table. */
  listLayout?: ListLayout;
}

/** Which layout the screen asks for: cards on a phone, the table from `sm` up. */
export function useListLayout(): ListLayout {
  const theme = useMantineTheme();
  // Read at once (not after a first render as a table): a phone never draws the wide table first.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, { getInitialValueInEffect: false });
  return wide ? "table" : "cards";
}

/**
 * A list of rows that fits the screen it is on: the shared table (DataTable, its header names and
 * selection boxes) where there is room, and below the `sm` breakpoint one card per row, nothing
 * scrolling sideways: the heading column on top, every other column a labelled line (its header
 * the label, so nothing is hidden behind a sideways scroll), the row's actions at full width with
 * tap targets of 44 px. Pages say what their columns are once, for both.
 */
export function ResponsiveList<Row>({ listLayout, ...props }: ResponsiveListProps<Row>) {
  const screenLayout = useListLayout();
  const chosen = listLayout ?? screenLayout;
  if (chosen === "table") return <DataTable {...props} columns={tableColumns(props.columns)} />;
  return <RowCards {...props} />;
}

function RowCards<Row>({ label, columns, rows, rowKey, rowProps, selection }: Omit<ResponsiveListProps<Row>, "listLayout">) {
  const { title, fields, actions } = cardLayout(columns);
  return (
    <Stack component="ul" gap="sm" aria-label={label} className={classes.cards} data-layout="cards">
      {rows.map((row) => {
        const selected = selection?.state.isSelected(row) ?? false;
        return (
          <Paper
            key={rowKey(row)}
            component="li"
            withBorder
            radius="md"
            p="md"
            bg={selected ? "var(--mantine-color-indigo-0)" : undefined}
            {...(rowProps?.(row) as Record<string, unknown> | undefined)}
          >
            <Stack gap="xs">
              <Group wrap="nowrap" align="flex-start" gap="sm">
                {selection && (
                  <Checkbox
                    className={classes.select}
                    aria-label={`Select ${selection.rowLabel(row)}`}
                    checked={selected}
                    disabled={!selection.state.isSelectable(row)}
                    onChange={() => selection.state.toggle(row)}
                  />
                )}
                {title && (
                  <Box flex={1} miw={0} className={classes.title} data-testid={title.cellTestId}>
                    {title.cell(row, "cards")}
                  </Box>
                )}
              </Group>
              {fields.length > 0 && (
                <dl className={classes.fields}>
                  {fields.map((field) => (
                    <div key={field.header} className={classes.field}>
                      <dt>{field.header}</dt>
                      <dd data-testid={field.cellTestId}>{field.cell(row, "cards")}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {actions.length > 0 && (
                <div className={classes.actions}>
                  {actions.map((action) => (
                    <div key={action.header} data-testid={action.cellTestId}>
                      {action.cell(row, "cards")}
                    </div>
                  ))}
                </div>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
