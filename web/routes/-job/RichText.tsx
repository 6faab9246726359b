import styled from "styled-components";

const Paragraphs = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  p { white-space: pre-line; }
`;

const Bullets = styled.ul`
  display: grid;
  gap: 6px;
  margin: 0;
  padding-left: 1.25em;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  li::marker { color: ${({ theme }) => theme.colors.brand}; }
`;

const bullet = /^\s*(?:[-•*·]|\d+[.)])\s+/;

/**
 * A company's free text as typed. Prose keeps its paragraphs and line breaks;
 * with `list`, one item per line (requirements, benefits) reads as a bulleted list.
 */
export function RichText({ text, list = false }: { text: string; list?: boolean }) {
  const items = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (list && items.length > 1) {
    return (
      <Bullets>
        {items.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines of one text, which neither reorder nor change alone.
          <li key={index}>{line.replace(bullet, "")}</li>
        ))}
      </Bullets>
    );
  }
  return (
    <Paragraphs>
      {text
        .split(/\r?\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, which neither reorder nor change alone.
          <p key={index}>{paragraph}</p>
        ))}
    </Paragraphs>
  );
}
