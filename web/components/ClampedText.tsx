import * as Collapsible from "@radix-ui/react-collapsible";
import { ChevronDown, ChevronUp } from "lucide-react";
import { useLayoutEffect, useRef, useState } from "react";
import styled from "styled-components";

const Box = styled(Collapsible.Root)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  min-width: 0;
`;

const Text = styled.p<{ $clamped: boolean; $lines: number }>`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.6;
  white-space: pre-line;
  overflow-wrap: anywhere;
  ${({ $clamped, $lines }) =>
    $clamped &&
    `
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: ${$lines};
    line-clamp: ${$lines};
    overflow: hidden;
  `}
`;

const Toggle = styled(Collapsible.Trigger)`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  padding: 2px 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.brandHover}; text-decoration: underline; }
`;

interface ClampedTextProps {
  text: string;
  /** The toggle's words, e.g. 'Ler mais' / 'Ler menos'. */
  more: string;
  less: string;
  lines?: number;
  /** Decided from the text (its length) instead of measured: the toggle shows whenever it is long. */
  long?: boolean;
  chevrons?: boolean;
  /** Called each time the whole text is opened. */
  onExpand?: () => void;
}

/** A long text clamped to a few lines, with a toggle when the clamp hides something. */
export function ClampedText({ text, more, less, lines = 3, long, chevrons = false, onExpand }: ClampedTextProps) {
  const [open, setOpen] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const ref = useRef<HTMLParagraphElement>(null);

  // Whether the clamp hides anything depends on the width: measure now and when it changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text has a new height, so it is measured again.
  useLayoutEffect(() => {
    const element = ref.current;
    if (long !== undefined || !element || open) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, open, long]);

  const clampable = long ?? overflows;
  const toggle = (opening: boolean) => {
    setOpen(opening);
    if (opening) onExpand?.();
  };
  return (
    <Box open={open} onOpenChange={toggle}>
      {/* Mounted while closed too: the first lines stay readable above the toggle. */}
      <Collapsible.Content asChild forceMount>
        <Text ref={ref} $clamped={!open && (long ?? true)} $lines={lines}>
          {text}
        </Text>
      </Collapsible.Content>
      {(clampable || open) && (
        <Toggle>
          {open ? less : more}
          {chevrons && (open ? <ChevronUp size={16} aria-hidden /> : <ChevronDown size={16} aria-hidden />)}
        </Toggle>
      )}
    </Box>
  );
}
