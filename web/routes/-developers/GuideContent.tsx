import { Fragment } from "react";
import { CodeBlock } from "./CodeBlock.tsx";
import type { Block, Inline } from "./docTypes.ts";

/** Text as docs/parceiros.md wrote it for the default brand, told with this site's name and domain. */
export type Localize = (text: string) => string;

export function InlineText({ parts, localize }: { parts: Inline[]; localize: Localize }) {
  return parts.map((part, index) => {
    const key = `${index}`;
    if ("code" in part) return <code key={key}>{localize(part.code)}</code>;
    if ("strong" in part) return <strong key={key}>{localize(part.strong)}</strong>;
    if ("link" in part) {
      return (
        <a key={key} href={localize(part.href)}>
          {localize(part.link)}
        </a>
      );
    }
    return <Fragment key={key}>{localize(part.text)}</Fragment>;
  });
}

/** The guide's blocks, from docs/parceiros.md. */
export function GuideContent({ blocks, localize }: { blocks: Block[]; localize: Localize }) {
  return blocks.map((block, index) => {
    const key = `${block.kind}-${index}`;
    switch (block.kind) {
      case "heading": {
        const Heading = block.level === 2 ? "h2" : "h3";
        return (
          <Heading key={key} id={block.id}>
            {localize(block.text)}
          </Heading>
        );
      }
      case "paragraph":
        return (
          <p key={key}>
            <InlineText parts={block.content} localize={localize} />
          </p>
        );
      case "list": {
        const List = block.ordered ? "ol" : "ul";
        return (
          <List key={key}>
            {block.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the guide's items are fixed text, never reordered
              <li key={itemIndex}>
                <InlineText parts={item} localize={localize} />
              </li>
            ))}
          </List>
        );
      }
      default:
        return <CodeBlock key={key} label={block.label} language={block.language} code={localize(block.code)} />;
    }
  });
}
