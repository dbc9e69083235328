import { Table, type TableScrollContainerProps } from "@mantine/core";

/**
 * A wide table's horizontal scroll that a keyboard can reach: its viewport takes focus (arrow keys scroll it) and is a
 * named region. For tables with nothing focusable inside (figures, e-mail states, criteria), which a keyboard user could
 * otherwise not scroll (WCAG 2.1.1; axe's "scrollable-region-focusable").
 */
export function TableScroll({ label, ...props }: Omit<TableScrollContainerProps, "scrollAreaProps" | "type"> & { label: string }) {
  return <Table.ScrollContainer {...props} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: "region", "aria-label": label } }} />;
}
