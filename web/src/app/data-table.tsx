import { Table } from '@mantine/core'
import type { ReactNode } from 'react'

/** Mantine's captions are dimmed (too little contrast for WCAG AA); ours use the text colour. */
const CAPTION = { color: 'var(--mantine-color-text)' } as const

/**
 * The app's list table: named by its caption, headed by `headers` (plain column names) or `head`
 * (header cells of its own, such as a select-all checkbox), rows given as children. Wider
 * than the screen (a phone), it scrolls sideways, its scrollbar shown, in a container that takes keyboard focus, so it
 * can be scrolled without a mouse (axe: scrollable-region-focusable), and is named after the
 * table. A hovered row in teal.0 keeps the teal.9 links at 4.8:1 (Mantine's gray.1: 4.49:1).
 */
export function DataTable ({ caption, headers = [], head, minWidth, children }: {
  caption: string; headers?: ReactNode[]; head?: ReactNode; minWidth: number; children: ReactNode
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{
      // The scrollbar stays visible while the table is wider than the screen: the cue, on a phone
      // (no hover), that there is more to the right.
      type: 'auto',
      viewportProps: { tabIndex: 0, role: 'region', 'aria-label': caption },
    }}>
      <Table striped highlightOnHover highlightOnHoverColor="teal.0">
        <Table.Caption style={CAPTION}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>{head ?? headers.map((h, i) => <Table.Th key={i} scope="col">{h}</Table.Th>)}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
