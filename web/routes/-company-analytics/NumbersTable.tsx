import type { ReactNode } from "react";
import styled from "styled-components";

const Disclosure = styled.details`
  margin-top: ${({ theme }) => theme.space.md};
  summary {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 6px 10px;
    margin-left: -10px;
    border-radius: ${({ theme }) => theme.radius.sm};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.colors.brandHover};
    cursor: pointer;
  }
  summary:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

/** Wide tables scroll on their own on phones; the region takes focus so keyboards can scroll it. */
const Scroller = styled.div`
  max-height: 420px;
  overflow: auto;
  margin-top: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  caption { padding: 8px 12px; text-align: left; color: ${({ theme }) => theme.colors.muted}; }
  th, td { padding: 8px 12px; border-top: 1px solid ${({ theme }) => theme.colors.border}; white-space: nowrap; }
  th { text-align: left; font-weight: ${({ theme }) => theme.font.weight.semibold}; color: ${({ theme }) => theme.colors.ink}; }
  thead th { position: sticky; top: 0; background: ${({ theme }) => theme.colors.surfaceAlt}; }
  td { text-align: right; color: ${({ theme }) => theme.colors.text}; }
`;

interface NumbersTableProps {
  /** The table's caption, which also names the scrolling region. */
  caption: string;
  headers: readonly string[];
  /** Each row: its header cell, then its numbers as they read. */
  rows: readonly (readonly [string, ...ReactNode[]])[];
  /** Open from the start, for numbers the chart does not show. */
  open?: boolean;
}

/** A chart's numbers as a table, behind 'Ver tabela com os números': what a screen reader or a keyboard reads instead of the chart. */
export function NumbersTable({ caption, headers, rows, open = false }: NumbersTableProps) {
  return (
    <Disclosure open={open}>
      <summary>Ver tabela com os números</summary>
      <Scroller role="region" aria-label={caption} tabIndex={0}>
        <Table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {headers.map((header, index) => (
                <th key={header} scope="col" style={index > 0 ? { textAlign: "right" } : undefined}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([head, ...cells]) => (
              <tr key={head}>
                <th scope="row">{head}</th>
                {cells.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed; a cell is its position
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroller>
    </Disclosure>
  );
}
